import { Footer, FOOTER_LINK_CLASS, footerTexts, type LinkComponent } from '@kelp/ui'
import { expect, test, type Page } from '@playwright/test'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { createTranslator } from 'use-intl/core'
import de from '../../packages/ui/messages/de.json' with { type: 'json' }
import en from '../../packages/ui/messages/en.json' with { type: 'json' }

/**
 * The navbar's markup, elements, attributes (sorted) and texts, with what depends on the page or
 * the renderer made neutral: generated ids (React's and Preact's `useId` differ) become their
 * order of appearance, the language switch's links lose their target (the same page in the
 * other language), and the static page's scroll hand-over (`data-scroll-y`, docs/decisions/140)
 * goes. Comments and white-space-only text go.
 */
async function navbarShape(page: Page, path: string) {
  await page.goto(path)
  await page.waitForLoadState('networkidle')
  return page
    .locator('header')
    .first()
    .evaluate((header) => {
      const ids = new Map<string, string>()
      for (const element of Array.from(header.querySelectorAll('[id]')))
        ids.set(element.id, `id-${ids.size}`)
      const idRefs = ['id', 'aria-controls', 'aria-labelledby', 'aria-describedby']
      const shape = (node: Node): string => {
        if (node.nodeType === Node.TEXT_NODE)
          return node.textContent?.trim() ? node.textContent : ''
        if (!(node instanceof Element)) return ''
        const switchLink = node.localName === 'a' && node.closest('[role="group"]') !== null
        const attributes = Array.from(node.attributes)
          .filter((a) => !(switchLink && a.name === 'href') && a.name !== 'data-scroll-y')
          .map((a) => {
            const value = idRefs.includes(a.name)
              ? a.value
                  .split(' ')
                  .map((id: string) => ids.get(id) ?? id)
                  .join(' ')
              : a.value
            return `${a.name}="${value}"`
          })
          .sort()
        const children = Array.from(node.childNodes).map(shape).join('')
        return `<${node.localName} ${attributes.join(' ')}>${children}</${node.localName}>`
      }
      return shape(header)
    })
}

for (const [app, site] of [
  ['/projects', '/imprint'],
  ['/de/projects', '/de/imprint'],
] as const) {
  test(`the navbar of ${app} and of the static ${site} are the same markup`, async ({ page }) => {
    const onApp = await navbarShape(page, app)
    const onSite = await navbarShape(page, site)
    expect(onApp).toContain('Kelp')
    expect(onSite).toBe(onApp)
  })
}

/**
 * The app and the static site render one shell (docs/decisions/131): the footer an app page
 * shows is exactly the markup of the shared component, rendered the way the static site
 * renders it — plain anchors with the locale prefix and the same texts.
 */
function sharedFooter(locale: 'en' | 'de', year: number) {
  const t = createTranslator({ locale, messages: locale === 'de' ? de : en, namespace: 'footer' })
  const prefix = locale === 'de' ? '/de' : ''
  const Link: LinkComponent = ({ href, className, children }) =>
    createElement('a', { href: `${prefix}${href}`, className }, children)
  return renderToStaticMarkup(
    createElement(Footer, {
      texts: footerTexts((key, values) => t(key as never, values as never), year),
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
    // The year the page was rendered in (the static site's at build time), not today's.
    const year = Number(/© (\d{4})/.exec(await footer.innerText())![1])
    // The same elements, attributes and texts (attribute order is the renderer's business).
    const same = await footer.evaluate(
      (element, expected) => {
        const template = document.createElement('template')
        template.innerHTML = expected
        const rendered = element.cloneNode(true) as Element
        const walker = document.createTreeWalker(rendered, NodeFilter.SHOW_COMMENT)
        const comments: ChildNode[] = []
        while (walker.nextNode()) comments.push(walker.currentNode as ChildNode)
        comments.forEach((comment) => comment.remove())
        return rendered.isEqualNode(template.content.firstElementChild)
      },
      sharedFooter(locale, year),
    )
    expect(same).toBe(true)
  })
}
