import { Footer, FOOTER_LINK_CLASS, footerTexts, type LinkComponent } from '@kelp/ui'
import { expect, test } from '@playwright/test'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { createTranslator } from 'use-intl/core'
import de from '../../apps/web/messages/de.json' with { type: 'json' }
import en from '../../apps/web/messages/en.json' with { type: 'json' }

/**
 * The app and the static site render one shell (docs/decisions/131): the footer an app page
 * shows is exactly the markup of the shared component, rendered the way the static site
 * renders it — plain anchors with the locale prefix and the same texts.
 */
function sharedFooter(locale: 'en' | 'de') {
  const t = createTranslator({ locale, messages: locale === 'de' ? de : en, namespace: 'footer' })
  const prefix = locale === 'de' ? '/de' : ''
  const Link: LinkComponent = ({ href, className, children }) =>
    createElement('a', { href: `${prefix}${href}`, className }, children)
  return renderToStaticMarkup(
    createElement(Footer, {
      texts: footerTexts(
        (key, values) => t(key as never, values as never),
        new Date().getFullYear(),
      ),
      locale,
      Link,
      cookieSettings: createElement(
        'button',
        { type: 'button', className: `${FOOTER_LINK_CLASS} cursor-pointer` },
        t('cookieSettings'),
      ),
    }),
  )
}

for (const [locale, path] of [
  ['en', '/projects'],
  ['de', '/de/imprint'],
] as const) {
  test(`the footer of ${path} is the shared footer's markup`, async ({ page }) => {
    await page.goto(path)
    const footer = page.getByRole('contentinfo')
    await expect(footer).toBeVisible()
    // The same elements, attributes and texts (attribute order is the renderer's business).
    const same = await footer.evaluate((element, expected) => {
      const template = document.createElement('template')
      template.innerHTML = expected
      const rendered = element.cloneNode(true) as Element
      const walker = document.createTreeWalker(rendered, NodeFilter.SHOW_COMMENT)
      const comments: ChildNode[] = []
      while (walker.nextNode()) comments.push(walker.currentNode as ChildNode)
      comments.forEach((comment) => comment.remove())
      return rendered.isEqualNode(template.content.firstElementChild)
    }, sharedFooter(locale))
    expect(same).toBe(true)
  })
}
