import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Footer } from './footer'
import { footerTexts } from './footer-texts'

const german = ({
  href,
  className,
  children,
}: {
  href: string
  className?: string
  children: ReactNode
}) => (
  <a href={`/de${href}`} className={className}>
    {children}
  </a>
)
const t = (key: string, values?: Record<string, string | number>) =>
  values ? `${key}:${JSON.stringify(values)}` : key

function render(locale: string) {
  return renderToStaticMarkup(
    <Footer
      texts={footerTexts(t, 2026)}
      locale={locale}
      Link={german}
      cookieSettings={<button type="button">settings</button>}
    />,
  )
}

describe('shared footer', () => {
  it('links every page through the host link, in the order of the grid and the legal row', () => {
    const hrefs = [...render('de').matchAll(/href="([^"]+)"/g)].map((m) => m[1])
    expect(hrefs).toEqual([
      '/de/about',
      '/de/course',
      '/de/blog',
      '/de/glossary',
      '/de/webinars',
      '/de/projects',
      '/de/contribute/germany',
      '/de/contact',
      'https://www.linkedin.com/company/kelp-earth',
      '/de/imprint',
      '/de/terms-and-conditions',
      '/de/privacy-policy',
    ])
  })

  it('labels from the footer messages, the year in the copyright and the host’s settings control', () => {
    const html = render('en')
    expect(html).toContain('aria-label="label"')
    expect(html).toContain('>links.privacy<')
    expect(html).toContain(
      'copyright:{&quot;year&quot;:2026,&quot;description&quot;:&quot;description&quot;}',
    )
    expect(html).toMatch(/<li><button type="button">settings<\/button><\/li><\/ul>/)
    expect(html).toContain('href="/contact"')
  })
})
