'use client'

import { useTranslations } from 'next-intl'
import { Dialog } from '@/components/ui/dialog'

/**
 * Asks before a decision that takes something away: refusing ends the colleague's sessions at
 * once, withdrawing hides the portfolio from them. Cancel (or Escape) changes nothing.
 */
export function MemberConfirmDialog({
  decision,
  name,
  onConfirm,
  onClose,
}: {
  decision: 'refuse' | 'revoke'
  name: string
  onConfirm: () => void
  onClose: () => void
}) {
  const t = useTranslations('portfolio.members.confirm')
  return (
    <Dialog open onClose={onClose} title={t(`${decision}.title`, { name })}>
      <p className="mb-6">{t(`${decision}.body`, { name })}</p>
      <div className="flex flex-wrap justify-end gap-3">
        <button
          type="button"
          onClick={onClose}
          className="h-(--height-btn-md) rounded-md border border-line px-4 font-semibold"
        >
          {t('cancel')}
        </button>
        <button
          type="button"
          onClick={onConfirm}
          className="h-(--height-btn-md) rounded-md bg-danger px-4 font-semibold text-white"
        >
          {t(`${decision}.action`)}
        </button>
      </div>
    </Dialog>
  )
}
