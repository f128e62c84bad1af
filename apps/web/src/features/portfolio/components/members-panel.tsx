'use client'

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useLocale, useTranslations } from 'next-intl'
import { useAuth } from '@/features/auth'
import { pageErrorText } from '@/lib/api-client'
import { refuseMember, setMemberAccess, type CompanyMember } from '../api/members-api'
import { portfolioQueries } from '../api/queries'
import { MemberRow, type MemberDecision } from './member-row'

/** Company admins grant, refuse and withdraw colleagues' portfolio access. */
export function MembersPanel() {
  const t = useTranslations('portfolio.members')
  const tError = useTranslations('common.error')
  const locale = useLocale()
  const { user } = useAuth()
  const queryClient = useQueryClient()
  const read = useQuery(portfolioQueries.members(locale))
  // Each decision answers the whole list as it now stands: it replaces the cached one.
  const decide = useMutation({
    mutationFn: ({ member, decision }: { member: CompanyMember; decision: MemberDecision }) =>
      decision === 'refuse'
        ? refuseMember(member.userId)
        : setMemberAccess(member.userId, decision === 'grant'),
    onSuccess: (res) => queryClient.setQueryData(portfolioQueries.members(locale).queryKey, res),
  })
  const members = read.data?.members
  const error = decide.error
    ? pageErrorText(decide.error, tError('something_wrong'))
    : read.isError
      ? tError('something_wrong')
      : undefined
  const busy = decide.isPending ? decide.variables.member.userId : undefined

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
              onDecide={(decision) => decide.mutate({ member: m, decision })}
            />
          ))}
        </ul>
      )}
    </section>
  )
}
