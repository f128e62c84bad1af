import type { ReactNode } from 'react'
import type { PageContent } from '../../../../content/types'
import { ContentSections } from './content-sections'
import { CtaLink } from './cta-link'
import { PageHero } from './page-hero'

/** A content-file page: hero, sections, optional call to action and extra blocks. */
export function MarketingPage({ page, children }: { page: PageContent; children?: ReactNode }) {
  return (
    <div>
      <PageHero eyebrow={page.eyebrow} heading={page.heading} lead={page.lead}>
        {page.cta ? <CtaLink href={page.cta.href} label={page.cta.label} /> : null}
      </PageHero>
      <ContentSections sections={page.sections} />
      {children}
    </div>
  )
}
