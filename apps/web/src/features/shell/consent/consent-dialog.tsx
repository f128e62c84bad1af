'use client'

import { useState } from 'react'
import { useTranslations } from 'next-intl'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import type { CustomPreferences } from './consent-mode'
import { privacyLink } from './privacy-link'

const CATEGORIES = ['analytics', 'smartlook', 'linkedIn', 'hubspot'] as const

/**
 * Cookie preferences (spec §4): starts from `initial` (the stored choice or the defaults); a
 * backdrop click does not dismiss it. Every tool, session recording included, is a choice the
 * visitor can withdraw; "Reject all" and "Accept all" make withdrawing as quick as giving consent.
 */
export function ConsentDialog({
  open,
  initial,
  onClose,
  onSave,
  onAcceptAll,
  onRejectAll,
}: {
  open: boolean
  initial: CustomPreferences
  onClose: () => void
  onSave: (choice: CustomPreferences) => void
  onAcceptAll: () => void
  onRejectAll: () => void
}) {
  const t = useTranslations('consent')
  const tc = useTranslations('common')
  const [choice, setChoice] = useState<CustomPreferences>(initial)
  return (
    <Dialog open={open} onClose={onClose} title={t('dialogTitle')} staticBackdrop>
      <p className="mb-4 text-sm text-muted">
        {t.rich('dialogText', { link: privacyLink(onClose) })}
      </p>
      <ul className="mb-6 divide-y divide-line">
        {CATEGORIES.map((category) => {
          return (
            <li key={category} className="flex items-start justify-between gap-4 py-3">
              <label htmlFor={`consent-${category}`} className="min-w-0 flex-1">
                <span className="block font-semibold">{t(`categories.${category}.title`)}</span>
                <span className="block text-sm text-muted">
                  {t(`categories.${category}.description`)}
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
          )
        })}
      </ul>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
        <Button variant="ghost" onClick={onClose} className="justify-center">
          {tc('close')}
        </Button>
        <Button variant="secondary" onClick={onRejectAll} className="justify-center">
          {t('rejectAll')}
        </Button>
        <Button variant="secondary" onClick={onAcceptAll} className="justify-center">
          {t('acceptAll')}
        </Button>
        <Button onClick={() => onSave(choice)} className="justify-center">
          {t('save')}
        </Button>
      </div>
    </Dialog>
  )
}
