'use client'

import { useFormatter, useTranslations } from 'next-intl'
import type { CompanyMember } from '../api/members-api'

export type MemberDecision = 'grant' | 'revoke' | 'refuse'

const buttonClass =
  'h-(--height-btn-md) rounded-md border border-kelp-700 px-3 text-sm font-semibold text-kelp-700 hover:bg-kelp-50 disabled:opacity-50'

/** A member's name as the list shows it: their name, else their e-mail address. */
export const memberName = (m: CompanyMember) => `${m.firstName} ${m.lastName}`.trim() || m.email

/**
 * Whom a decision is about, for accessible names and the confirmation: the name with the
 * address, as two colleagues may share a name (the address shows once, in the row's details).
 */
export function memberLabel(m: CompanyMember) {
  const name = memberName(m)
  return name === m.email ? name : `${name} (${m.email})`
}

/**
 * One colleague in the access list, with the admin's decisions about their access: short
 * visible labels, and accessible names that say whose access each button decides.
 */
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
  const format = useFormatter()
  const name = memberName(member)
  const requestedAt = member.accessRequestedAt
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
      <span className="min-w-0">
        <span className="font-semibold">{name}</span>
        {requestedAt ? (
          <span className="ms-2 rounded-full bg-kelp-50 px-2 py-0.5 text-xs font-semibold text-kelp-700">
            {t('requestBadge')}
          </span>
        ) : null}
        <span className="block text-sm break-words text-muted">
          {member.email} · {t(`role.${member.role}`)} · {state}
        </span>
        {requestedAt ? (
          <span className="block text-sm">
            {t('requested', {
              date: format.dateTime(new Date(requestedAt), { dateStyle: 'medium' }),
            })}
          </span>
        ) : null}
      </span>
      {self || member.role === 'admin' ? null : (
        <span className="flex flex-wrap gap-2">
          {decisions.map((decision) => (
            <button
              key={decision}
              type="button"
              onClick={() => onDecide(decision)}
              disabled={busy}
              aria-label={t(`actionLabel.${decision}`, { name: memberLabel(member) })}
              className={buttonClass}
            >
              {t(`action.${decision}`)}
            </button>
          ))}
        </span>
      )}
    </li>
  )
}
