import type { PortfolioId } from '@kelp/core/contributions'
import { Checkout } from './checkout'
import { ContributeHero } from './contribute-hero'
import { HowItWorks } from './how-it-works'
import { PortfolioFunds } from './portfolio-funds'

/** /contribute and /contribute/{portfolio}: static parts on the server, checkout on the client. */
export function ContributePage({ portfolio }: { portfolio?: PortfolioId }) {
  return (
    <div>
      <ContributeHero />
      <div className="mx-auto max-w-[1440px] px-6 py-12">
        <Checkout portfolio={portfolio} />
      </div>
      <HowItWorks />
      <PortfolioFunds />
    </div>
  )
}
