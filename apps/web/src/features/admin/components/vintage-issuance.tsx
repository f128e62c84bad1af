'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { buttonClasses } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { pageErrorText } from '@/lib/api-client'
import { adminApi } from '../api/admin-api'
import type { InventoryRow } from '../api/types'

/**
 * A forward vintage's "Mark as issued": once the registry has issued it, the operator records
 * that here (after a confirmation saying what it does), which delivers every forward purchase
 * of it as a retirable holding.
 */
export function VintageIssuance({
  row,
  onIssued,
}: {
  row: InventoryRow
  onIssued: (row: InventoryRow) => void
}) {
  const t = useTranslations('admin.inventory')
  const tError = useTranslations('common.error')
  const [confirming, setConfirming] = useState(false)
  const [sending, setSending] = useState(false)
  const [error, setError] = useState<string>()
  const [done, setDone] = useState(false)
  const names = { name: row.projectName, vintage: row.vintage }

  async function issue() {
    setSending(true)
    setError(undefined)
    try {
      await adminApi.markIssued(row.vintageId)
      setConfirming(false)
      setDone(true)
      onIssued({ ...row, status: 'issued', expectedDeliveryYear: null })
    } catch (e) {
      setError(pageErrorText(e, tError('something_wrong')))
    } finally {
      setSending(false)
    }
  }

  if (done) {
    return (
      <p role="status" className="mt-2 text-sm font-semibold text-kelp-700">
        {t('issuedDone')}
      </p>
    )
  }
  if (row.status !== 'forward') return null
  return (
    <div className="mt-2 flex justify-end">
      <button
        type="button"
        onClick={() => setConfirming(true)}
        aria-label={t('markIssuedLabel', names)}
        className={buttonClasses({ variant: 'secondary', size: 'sm' })}
      >
        {t('markIssued')}
      </button>
      <Dialog open={confirming} onClose={() => setConfirming(false)} title={t('issueTitle', names)}>
        <div className="grid gap-4">
          <p>{t('issueBody')}</p>
          {error ? (
            <p role="alert" className="text-danger">
              {error}
            </p>
          ) : null}
          <div className="flex flex-wrap justify-end gap-3">
            <button
              type="button"
              onClick={() => setConfirming(false)}
              className={buttonClasses({ variant: 'ghost' })}
            >
              {t('cancel')}
            </button>
            <button type="button" onClick={issue} disabled={sending} className={buttonClasses()}>
              {sending ? t('issuing') : t('issueConfirm')}
            </button>
          </div>
        </div>
      </Dialog>
    </div>
  )
}
