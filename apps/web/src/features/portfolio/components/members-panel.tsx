'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'
import { useAuth } from '@/features/auth'
import { Link } from '@/i18n/navigation'
import { pageErrorText } from '@/lib/api-client'
import { fetchMembers, refuseMember, setMemberAccess, type CompanyMember } from '../api/members-api'
import { MemberRow, type MemberDecision } from './member-row'

/** Company admins grant, refuse and withdraw colleagues' portfolio access. */
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

  async function decide(member: CompanyMember, decision: MemberDecision) {
    setBusy(member.userId)
    setError(undefined)
    try {
      const res =
        decision === 'refuse'
          ? await refuseMember(member.userId)
          : await setMemberAccess(member.userId, decision === 'grant')
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
      <p className="text-sm">
        <Link className="text-kelp-700 underline" href="/portfolio-manager/api-keys">
          {t('apiKeysLink')}
        </Link>
      </p>
      {error ? (
        <p role="alert" className="text-danger">
          {error}
        </p>
      ) : null}
      {!members ? (
        <p className="text-muted">{t('loading')}</p>
      ) : (
        <ul className="grid gap-2">
          {members.map((m) => (
            <MemberRow
              key={m.userId}
              member={m}
              self={m.userId === user?.id}
              busy={busy === m.userId}
              onDecide={(decision) => decide(m, decision)}
            />
          ))}
        </ul>
      )}
    </section>
  )
}
