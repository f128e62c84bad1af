import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { DevMailbox } from '@/features/auth/components/dev-mailbox'
import { requireStandIn } from '@/features/shell/test-system/stand-in-page'
import type { AppLocale } from '@/i18n/routing'

type Props = { params: Promise<{ locale: AppLocale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'mailbox' })
  return { title: t('title'), robots: { index: false } }
}

/** The development mailbox: mail the outbox adapter kept (only when DEV_MAILBOX is on). */
export default async function MailboxPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  await requireStandIn('dev-mailbox', locale)
  return <DevMailbox />
}
