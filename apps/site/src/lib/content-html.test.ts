import { describe, expect, it } from 'vitest'
import { keyedHtml, sectionsHtml } from './content-html'

const BODY =
  '<h2 id="one">One</h2>\n<p>First.</p>\n<ul>\n<li>a</li>\n</ul>\n<h2 id="two">Two</h2>\n<p>Second.</p>'

describe('content HTML', () => {
  it('makes each heading with what follows it one section, with the app’s classes', () => {
    const html = sectionsHtml(BODY)
    expect(html.match(/<section class="grid max-w-3xl gap-4">/g)).toHaveLength(2)
    expect(html).toContain('<h2 id="one" class="text-2xl font-semibold">One</h2>')
    expect(html).toContain('<p class="leading-relaxed text-ink/85">First.</p>')
    expect(html).toContain('<ul class="grid list-disc gap-2 pl-6 text-ink/85">')
    expect(html.indexOf('Second.')).toBeGreaterThan(html.lastIndexOf('<section'))
  })

  it('turns every text into its key and keeps the markup', () => {
    expect(keyedHtml('<h2>One</h2>\n<p>First <a href="/x">link</a>.</p>', 'content.pages.x')).toBe(
      '<h2>content.pages.x.body.0</h2>\n<p>content.pages.x.body.1<a href="/x">content.pages.x.body.2</a>content.pages.x.body.3</p>',
    )
  })
})
