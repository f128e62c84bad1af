'use client'

import { useState, type ReactNode } from 'react'
import { Button } from './button'
import { Dialog } from './dialog'

export const CONSENT_CATEGORIES = ['analytics', 'smartlook', 'linkedIn', 'hubspot'] as const
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number]
/** The visitor's choice per tool, as the dialog edits it. */
export type ConsentChoice = Record<ConsentCategory, boolean>

export interface ConsentDialogTexts {
  title: string
  /** The dialog's explanation, with the host's link to the privacy policy in it. */
  text: ReactNode
  categories: Record<ConsentCategory, { title: string; description: string }>
  close: string
  rejectAll: string
  acceptAll: string
  save: string
}

/**
 * Cookie preferences (docs/product.md §4): starts from `initial` (the stored choice or the
 * defaults); a backdrop click does not dismiss it. Every tool, session recording included, is
 * a choice the visitor can withdraw; "Reject all" and "Accept all" make withdrawing as quick
 * as giving consent.
 */
export function ConsentDialog({
  texts,
  open,
  initial,
  onClose,
  onSave,
  onAcceptAll,
  onRejectAll,
}: {
  texts: ConsentDialogTexts
  open: boolean
  initial: ConsentChoice
  onClose: () => void
  onSave: (choice: ConsentChoice) => void
  onAcceptAll: () => void
  onRejectAll: () => void
}) {
  const [choice, setChoice] = useState<ConsentChoice>(initial)
  return (
    <Dialog open={open} onClose={onClose} title={texts.title} staticBackdrop>
      <p className="mb-4 text-sm text-muted">{texts.text}</p>
      <ul className="mb-6 divide-y divide-line">
        {CONSENT_CATEGORIES.map((category) => (
          <li key={category} className="flex items-start justify-between gap-4 py-3">
            <label htmlFor={`consent-${category}`} className="min-w-0 flex-1">
              <span className="block font-semibold">{texts.categories[category].title}</span>
              <span className="block text-sm text-muted">
                {texts.categories[category].description}
              </span>
            </label>
            <input
              id={`consent-${category}`}
              type="checkbox"
              role="switch"
              checked={choice[category]}
              onChange={(event) => setChoice((c) => ({ ...c, [category]: event.target.checked }))}
              className="mt-1 size-5 shrink-0 accent-kelp-700"
            />
          </li>
        ))}
      </ul>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
        <Button variant="ghost" onClick={onClose} className="justify-center">
          {texts.close}
        </Button>
        <Button variant="secondary" onClick={onRejectAll} className="justify-center">
          {texts.rejectAll}
        </Button>
        <Button variant="secondary" onClick={onAcceptAll} className="justify-center">
          {texts.acceptAll}
        </Button>
        <Button onClick={() => onSave(choice)} className="justify-center">
          {texts.save}
        </Button>
      </div>
    </Dialog>
  )
}
