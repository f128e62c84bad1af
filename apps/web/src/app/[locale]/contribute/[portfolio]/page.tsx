import { PORTFOLIO_IDS, type PortfolioId } from '@kelp/core/contributions'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { ContributePage } from '@/features/contributions/components/contribute-page'
import { contributionMetadata } from '../metadata'

type Params = Promise<{ locale: string; portfolio: string }>

export const dynamicParams = false

export function generateStaticParams() {
  return PORTFOLIO_IDS.map((portfolio) => ({ portfolio }))
}

const isPortfolio = (value: string): value is PortfolioId =>
  (PORTFOLIO_IDS as readonly string[]).includes(value)

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, portfolio } = await params
  return contributionMetadata(locale, `/contribute/${portfolio}`, 'checkout')
}

/** /contribute/germany (the footer's link) and /contribute/international preselect a portfolio. */
export default async function ContributePortfolio({ params }: { params: Params }) {
  const { locale, portfolio } = await params
  if (!isPortfolio(portfolio)) notFound()
  setRequestLocale(locale as never)
  return <ContributePage portfolio={portfolio} />
}
