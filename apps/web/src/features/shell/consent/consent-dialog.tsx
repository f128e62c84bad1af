'use client'

import { useState } from 'react'
import { useTranslations } from 'next-intl'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { CONSENT_DIALOG_DEFAULTS } from '@/config/consent'
import type { CustomPreferences } from './consent-mode'

const CATEGORIES = ['analytics', 'smartlook', 'linkedIn', 'hubspot'] as const

/** Customise dialog (spec §4); a backdrop click does not dismiss it. Session recording is locked on. */
export function ConsentDialog({
  open,
  onClose,
  onSave,
}: {
  open: boolean
  onClose: () => void
  onSave: (choice: CustomPreferences) => void
}) {
  const t = useTranslations('consent')
  const tc = useTranslations('common')
  const [choice, setChoice] = useState<CustomPreferences>({ ...CONSENT_DIALOG_DEFAULTS })
  return (
    <Dialog open={open} onClose={onClose} title={t('dialogTitle')} staticBackdrop>
      <p className="mb-4 text-sm text-muted">{t('dialogText')}</p>
      <ul className="mb-6 divide-y divide-line">
        {CATEGORIES.map((category) => {
          const locked = category === 'smartlook'
          return (
            <li key={category} className="flex items-start justify-between gap-4 py-3">
              <label htmlFor={`consent-${category}`} className="flex-1">
                <span className="block font-semibold">{t(`categories.${category}.title`)}</span>
                <span className="block text-sm text-muted">
                  {t(`categories.${category}.description`)}
                  {locked ? ` ${t('alwaysOn')}` : ''}
                </span>
              </label>
              <input
                id={`consent-${category}`}
                type="checkbox"
                role="switch"
                checked={locked ? true : choice[category]}
                disabled={locked}
                onChange={(event) => setChoice((c) => ({ ...c, [category]: event.target.checked }))}
                className="mt-1 size-5 accent-kelp-700"
              />
            </li>
          )
        })}
      </ul>
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onClose}>
          {tc('close')}
        </Button>
        <Button onClick={() => onSave({ ...choice, smartlook: true })}>{t('save')}</Button>
      </div>
    </Dialog>
  )
}
