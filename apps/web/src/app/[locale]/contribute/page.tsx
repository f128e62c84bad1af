import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'
import { ContributePage } from '@/features/contributions/components/contribute-page'
import { contributionMetadata } from './metadata'

type Params = Promise<{ locale: string }>

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params
  return contributionMetadata(locale, '/contribute', 'checkout')
}

export default async function Contribute({ params }: { params: Params }) {
  const { locale } = await params
  setRequestLocale(locale as never)
  return <ContributePage />
}
