'use client'

import type { ApiKey } from '@kelp/core/api-keys'
import { useFormatter, useTranslations } from 'next-intl'
import { Button } from '@/components/ui/button'

/** The company's keys: what each may do, when it was last used, and a revoke button. */
export function KeyList(props: { keys: ApiKey[]; busy?: string; onRevoke: (key: ApiKey) => void }) {
  const t = useTranslations('apiKeys')
  const format = useFormatter()
  const when = (iso: string | null) =>
    iso ? format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' }) : t('never')
  if (props.keys.length === 0) return <p className="text-muted">{t('empty')}</p>
  return (
    <ul className="grid gap-3" aria-label={t('listLabel')}>
      {props.keys.map((key) => (
        <li
          key={key.id}
          className="grid gap-1 rounded-lg border border-line p-4 md:grid-cols-[1fr_auto] md:items-center"
        >
          <div className="grid gap-1">
            <p className="font-semibold">
              {key.name}{' '}
              <span className="text-sm font-normal text-muted">({t(`modes.${key.mode}`)})</span>
            </p>
            <p className="font-mono text-sm break-all">{key.shownPrefix}…</p>
            <p className="text-sm text-muted">
              {key.scopes.map((s) => t(`scope.${s}`)).join(' · ')}
            </p>
            <p className="text-sm text-muted">
              {t('created', { who: key.createdBy, when: when(key.createdAt) })} ·{' '}
              {t('lastUsed', { when: when(key.lastUsedAt) })}
            </p>
          </div>
          {key.revokedAt ? (
            <p className="text-sm font-semibold text-danger">
              {t('revokedOn', { when: when(key.revokedAt) })}
            </p>
          ) : (
            <Button
              variant="secondary"
              disabled={props.busy === key.id}
              onClick={() => props.onRevoke(key)}
              aria-label={t('revokeNamed', { name: key.name })}
            >
              {t('revoke')}
            </Button>
          )}
        </li>
      ))}
    </ul>
  )
}
