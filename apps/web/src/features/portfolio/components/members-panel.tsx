'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'
import { useAuth } from '@/features/auth'
import { pageErrorText } from '@/lib/api-client'
import { fetchMembers, setMemberAccess, type CompanyMember } from '../api/members-api'

/** Company admins grant and withdraw colleagues' portfolio access (issue 7 §6). */
export function MembersPanel() {
  const t = useTranslations('portfolio.members')
  const tError = useTranslations('common.error')
  const { user } = useAuth()
  const [members, setMembers] = useState<CompanyMember[]>()
  const [busy, setBusy] = useState<string>()
  const [error, setError] = useState<string>()

  useEffect(() => {
    fetchMembers()
      .then((res) => setMembers(res.members))
      .catch(() => setError(tError('something_wrong')))
  }, [tError])

  async function toggle(member: CompanyMember) {
    setBusy(member.userId)
    setError(undefined)
    try {
      const res = await setMemberAccess(member.userId, !member.portfolioAccess)
      setMembers(res.members)
    } catch (e) {
      setError(pageErrorText(e, tError('something_wrong')))
    } finally {
      setBusy(undefined)
    }
  }

  return (
    <section
      aria-labelledby="members-title"
      className="grid gap-3 rounded-xl border border-line p-4 md:p-6"
    >
      <h2 id="members-title" className="text-xl font-bold">
        {t('title')}
      </h2>
      <p className="text-sm text-muted">{t('intro')}</p>
      {error ? (
        <p role="alert" className="text-danger">
          {error}
        </p>
      ) : null}
      {!members ? (
        <p className="text-muted">{t('loading')}</p>
      ) : (
        <ul className="grid gap-2">
          {members.map((m) => {
            const self = m.userId === user?.id
            const name = `${m.firstName} ${m.lastName}`.trim() || m.email
            return (
              <li
                key={m.userId}
                className="flex flex-wrap items-center justify-between gap-3 border-b border-line py-2 last:border-0"
              >
                <span>
                  <span className="font-semibold">{name}</span>
                  <span className="block text-sm text-muted">
                    {m.email} · {t(`role.${m.role}`)} ·{' '}
                    {m.portfolioAccess ? t('hasAccess') : t('noAccess')}
                  </span>
                </span>
                {self || m.role === 'admin' ? null : (
                  <button
                    type="button"
                    onClick={() => toggle(m)}
                    disabled={busy === m.userId}
                    className="h-(--height-btn-md) rounded-md border border-kelp-700 px-3 text-sm font-semibold text-kelp-700 hover:bg-kelp-50 disabled:opacity-50"
                  >
                    {m.portfolioAccess ? t('revoke', { name }) : t('grant', { name })}
                  </button>
                )}
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
