import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { LanguageSwitch } from './language-switch'
import type { LinkComponent, LocaleLinkComponent } from './link-component'
import { MobileMenu } from './mobile-menu'
import type { NavSession } from './nav-session'
import { navTexts } from './nav-texts'
import { UserMenu } from './user-menu'

const german: LinkComponent = ({ href, onClick: _onClick, children, ...props }) => (
  <a href={`/de${href}`} {...props}>
    {children}
  </a>
)
const texts = navTexts((key) => `[${key}]`)
const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1])
const session = (status: NavSession['status'], email: string | null = null): NavSession => ({
  status,
  email,
  signIn: () => {},
  logout: () => {},
})
const userMenu = (value: NavSession, focused = false) =>
  renderToStaticMarkup(<UserMenu texts={texts} session={value} focused={focused} Link={german} />)

describe('shared navbar pieces', () => {
  it('resolves every option of both dropdowns from nav.items', () => {
    expect(texts.solutionOptions.map((option) => option.title)).toEqual([
      '[items.plan.title]',
      '[items.buyCredits.title]',
      '[items.managePortfolio.title]',
      '[items.report.title]',
    ])
    expect(texts.knowledgeOptions.map((option) => option.href)).toEqual([
      '/course',
      '/blog',
      '/glossary',
      '/webinars',
    ])
  })

  it('shows a sign-in button signed out and the account menu signed in', () => {
    expect(userMenu(session('loading'))).not.toContain('[signIn]')
    expect(userMenu(session('signed-out'))).toContain('[signIn]')
    const signedIn = userMenu(session('signed-in', 'ada@example.com'))
    expect(signedIn).toContain('ada@example.com')
    expect(signedIn).toContain('aria-label="[userMenu]"')
    expect(hrefs(signedIn)).toEqual(['/de/portfolio-manager', '/de/kelpatlas'])
    // On focused paths only the e-mail and Log out remain.
    expect(hrefs(userMenu(session('signed-in', 'ada@example.com'), true))).toEqual([])
  })

  it('offers the mobile menu’s account links only when signed in', () => {
    const render = (value: NavSession) =>
      renderToStaticMarkup(
        <MobileMenu
          texts={texts}
          session={value}
          pathname="/imprint"
          Link={german}
          cart={null}
          languageSwitch={<span>languages</span>}
          contactButton={<span>contact</span>}
        />,
      )
    const signedOut = render(session('signed-out'))
    expect(signedOut).toContain('[signIn]')
    expect(signedOut).not.toContain('contact</span>')
    expect(hrefs(signedOut)).not.toContain('/de/portfolio-manager')
    const signedIn = render(session('signed-in', 'ada@example.com'))
    expect(signedIn).toContain('[mobileLogout]')
    expect(signedIn).toContain('contact</span>')
    expect(hrefs(signedIn)).toContain('/de/portfolio-manager')
  })

  it('marks the current language and links the others through the host', () => {
    const LocaleLink: LocaleLinkComponent = ({ locale, children, ...props }) => (
      <a href={locale === 'de' ? '/de/imprint' : '/imprint'} {...props}>
        {children as ReactNode}
      </a>
    )
    const html = renderToStaticMarkup(
      <LanguageSwitch
        locales={['en', 'de']}
        current="de"
        texts={{ label: 'Sprache', names: { en: 'English', de: 'Deutsch' }, short: {} }}
        LocaleLink={LocaleLink}
      />,
    )
    expect(hrefs(html)).toEqual(['/imprint', '/de/imprint'])
    expect(html).toMatch(/aria-label="Deutsch" aria-current="true"/)
    expect(html).not.toMatch(/aria-label="English" aria-current/)
  })
})
