import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'
import { SuccessView } from '@/features/contributions/components/success-view'
import { contributionMetadata } from '../metadata'

type Params = Promise<{ locale: string }>
type Search = Promise<{ session_id?: string | string[] }>

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params
  return contributionMetadata(locale, '/contribute/success', 'success')
}

export default async function SuccessPage({
  params,
  searchParams,
}: {
  params: Params
  searchParams: Search
}) {
  const { locale } = await params
  setRequestLocale(locale as never)
  const { session_id: sessionId } = await searchParams
  return (
    <div className="mx-auto max-w-[1100px] px-6 py-16">
      <SuccessView sessionId={typeof sessionId === 'string' ? sessionId : undefined} />
    </div>
  )
}
