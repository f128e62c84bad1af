'use client'

import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'
import { useAuth } from '@/features/auth'
import { pageErrorText } from '@/lib/api-client'
import { refuseMember, setMemberAccess, type CompanyMember } from '../api/members-api'
import { portfolioQueries } from '../api/queries'
import { MemberConfirmDialog } from './member-confirm-dialog'
import { MemberRow, memberLabel, type MemberDecision } from './member-row'

/** Company admins grant, refuse and withdraw colleagues' portfolio access. */
export function MembersPanel() {
  const t = useTranslations('portfolio.members')
  const tError = useTranslations('common.error')
  const locale = useLocale()
  const { user } = useAuth()
  const queryClient = useQueryClient()
  const read = useQuery(portfolioQueries.members(locale))
  // One decision at a time (its row is busy), so a plain handler does what a mutation would,
  // without the mutation observer's code in the page's first load.
  const [busy, setBusy] = useState<string>()
  const [failure, setFailure] = useState<unknown>()
  // A decision that takes access away waits for the admin to confirm it.
  const [asking, setAsking] = useState<{ member: CompanyMember; decision: 'refuse' | 'revoke' }>()
  const decide = async (member: CompanyMember, decision: MemberDecision) => {
    setBusy(member.userId)
    setFailure(undefined)
    try {
      const res =
        decision === 'refuse'
          ? await refuseMember(member.userId)
          : await setMemberAccess(member.userId, decision === 'grant')
      // Each decision answers the whole list as it now stands: it replaces the cached one.
      queryClient.setQueryData(portfolioQueries.members(locale).queryKey, res)
    } catch (e) {
      setFailure(e)
    } finally {
      setBusy(undefined)
    }
  }
  const members = read.data?.members
  const error = failure
    ? pageErrorText(failure, tError('something_wrong'))
    : read.isError
      ? tError('something_wrong')
      : undefined

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
          {members.map((m) => (
            <MemberRow
              key={m.userId}
              member={m}
              self={m.userId === user?.id}
              busy={busy === m.userId}
              onDecide={(decision) =>
                decision === 'grant' ? void decide(m, decision) : setAsking({ member: m, decision })
              }
            />
          ))}
        </ul>
      )}
      {asking ? (
        <MemberConfirmDialog
          decision={asking.decision}
          name={memberLabel(asking.member)}
          onClose={() => setAsking(undefined)}
          onConfirm={() => {
            setAsking(undefined)
            void decide(asking.member, asking.decision)
          }}
        />
      ) : null}
    </section>
  )
}
