import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { CONSENT_PREPAINT_SCRIPT, CONSENT_STORAGE_KEY } from './consent'
import { ConsentBanner } from './consent-banner'
import { CONSENT_CATEGORIES, ConsentDialog } from './consent-dialog'

const noop = () => {}
const bannerTexts = {
  label: 'Cookie consent',
  text: <a href="/privacy-policy">policy</a>,
  customise: 'Customise',
  reject: 'Reject',
  acceptAll: 'Accept all',
  close: 'Close',
}

describe('shared consent', () => {
  it('renders the banner with the host’s link, its buttons disabled until the island is ready', () => {
    const render = (ready: boolean) =>
      renderToStaticMarkup(
        <ConsentBanner
          texts={bannerTexts}
          ready={ready}
          onCustomise={noop}
          onReject={noop}
          onAcceptAll={noop}
        />,
      )
    const waiting = render(false)
    expect(waiting).toContain('data-consent-banner')
    expect(waiting).toContain('aria-label="Cookie consent"')
    expect(waiting).toContain('<a href="/privacy-policy">policy</a>')
    expect(waiting.match(/disabled=""/g)).toHaveLength(4)
    expect(render(true)).not.toContain('disabled=""')
  })

  it('starts the dialog from the given choice, one labelled switch per tool', () => {
    const categories = Object.fromEntries(
      CONSENT_CATEGORIES.map((c) => [c, { title: `${c} title`, description: `${c} text` }]),
    ) as Parameters<typeof ConsentDialog>[0]['texts']['categories']
    const html = renderToStaticMarkup(
      <ConsentDialog
        texts={{
          title: 'Preferences',
          text: 'Choose',
          categories,
          close: 'Close',
          rejectAll: 'Reject all',
          acceptAll: 'Accept all',
          save: 'Save',
        }}
        open={false}
        initial={{ analytics: true, smartlook: false, linkedIn: false, hubspot: true }}
        onClose={noop}
        onSave={noop}
        onAcceptAll={noop}
        onRejectAll={noop}
      />,
    )
    const switches = [...html.matchAll(/<input id="consent-(\w+)"[^>]*>/g)]
    expect(switches.map(([tag, id]) => [id, tag.includes('checked=""')])).toEqual([
      ['analytics', true],
      ['smartlook', false],
      ['linkedIn', false],
      ['hubspot', true],
    ])
    for (const c of CONSENT_CATEGORIES) expect(html).toContain(`for="consent-${c}"`)
  })

  it('marks <html> before the first paint only while no choice is stored', () => {
    expect(CONSENT_PREPAINT_SCRIPT).toContain(JSON.stringify(CONSENT_STORAGE_KEY))
    const attributes: string[] = []
    const run = (stored: string | null) =>
      new Function('localStorage', 'document', CONSENT_PREPAINT_SCRIPT)(
        { getItem: () => stored },
        { documentElement: { setAttribute: (name: string) => attributes.push(name) } },
      )
    run('{"analytics":true}')
    expect(attributes).toEqual([])
    run(null)
    expect(attributes).toEqual(['data-consent-needed'])
  })
})
