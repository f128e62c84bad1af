'use client'

import { useTranslations } from 'next-intl'
import type { CompanyMember } from '../api/members-api'

export type MemberDecision = 'grant' | 'revoke' | 'refuse'

const buttonClass =
  'h-(--height-btn-md) rounded-md border border-kelp-700 px-3 text-sm font-semibold text-kelp-700 hover:bg-kelp-50 disabled:opacity-50'

/** One colleague in the access list, with the admin's decisions about their access. */
export function MemberRow({
  member,
  self,
  busy,
  onDecide,
}: {
  member: CompanyMember
  self: boolean
  busy: boolean
  onDecide: (decision: MemberDecision) => void
}) {
  const t = useTranslations('portfolio.members')
  const name = `${member.firstName} ${member.lastName}`.trim() || member.email
  const state = member.portfolioAccess
    ? t('hasAccess')
    : member.accessRefused
      ? t('refused')
      : t('noAccess')
  // A colleague without access and without a decision is waiting: grant or refuse.
  const decisions: MemberDecision[] = member.portfolioAccess
    ? ['revoke']
    : member.accessRefused
      ? ['grant']
      : ['grant', 'refuse']
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 border-b border-line py-2 last:border-0">
      <span>
        <span className="font-semibold">{name}</span>
        <span className="block text-sm text-muted">
          {member.email} · {t(`role.${member.role}`)} · {state}
        </span>
      </span>
      {self || member.role === 'admin' ? null : (
        <span className="flex flex-wrap gap-2">
          {decisions.map((decision) => (
            <button
              key={decision}
              type="button"
              onClick={() => onDecide(decision)}
              disabled={busy}
              className={buttonClass}
            >
              {t(decision, { name })}
            </button>
          ))}
        </span>
      )}
    </li>
  )
}
