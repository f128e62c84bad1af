import { expect, test, type Page } from '@playwright/test'
import { DESKTOP, MOBILE } from './shell-helpers'

const stored = (page: Page) =>
  page.evaluate(() => JSON.parse(window.localStorage.getItem('userCookiePreferences') ?? 'null'))
const consentKeys = (page: Page) =>
  page.evaluate(
    () =>
      ((window as unknown as { dataLayer?: unknown[][] }).dataLayer ?? [])
        .filter((e) => e[0] === 'set')
        .at(-1)?.[1],
  )
const dntCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === '__hs_do_not_track')

const ALL = (value: boolean) => ({
  send_page_view: value,
  restricted_data_processing: value,
  allow_google_signals: value,
  allow_ad_personalization_signals: value,
  hubspot_tracking: value,
})

test.describe('cookie consent', () => {
  test('the banner comes with the page, and a stored choice hides it before any script runs', async ({
    page,
    request,
  }) => {
    for (const path of ['/', '/de/imprint']) {
      expect(await (await request.get(path)).text()).toContain('data-consent-banner')
    }
    // No JavaScript chunk loads (the app's nor the static site's islands): what shows is the
    // server's HTML and the inline head script.
    await page.route('**/_next/static/chunks/*.js', (route) => route.abort())
    await page.route('**/_astro/*.js', (route) => route.abort())
    await page.goto('/imprint')
    const banner = page.getByRole('region', { name: 'Cookie consent' })
    await expect(banner).toBeVisible()
    // A static page serves the banner's choices without its island (docs/decisions/140): its
    // buttons are never disabled.
    await expect(banner.getByRole('button', { name: 'Accept all', exact: true })).toBeEnabled()
    await page.evaluate(() =>
      window.localStorage.setItem(
        'userCookiePreferences',
        JSON.stringify({ functional: true, marketing: false, analytics: false, hubspot: false }),
      ),
    )
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0)
  })

  test('accept all stores every category and never shows again; nothing third-party loads', async ({
    page,
  }) => {
    const foreign: string[] = []
    page.on('request', (request) => {
      if (!request.url().startsWith('http://127.0.0.1')) foreign.push(request.url())
    })
    await page.goto('/imprint')
    const banner = page.getByRole('region', { name: 'Cookie consent' })
    await banner.getByRole('button', { name: 'Accept all', exact: true }).click()
    await expect(banner).toBeHidden()
    expect(await stored(page)).toEqual({
      functional: true,
      marketing: true,
      analytics: true,
      hubspot: true,
    })
    expect(await consentKeys(page)).toEqual(ALL(true))
    await page.reload()
    await expect(page.getByRole('navigation').first()).toBeVisible()
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0)
    expect(foreign).toEqual([])
  })

  test('the X counts as accept all (German)', async ({ page }) => {
    await page.goto('/de/imprint')
    const banner = page.getByRole('region', { name: 'Cookie-Einwilligung' })
    await banner.getByRole('button', { name: 'Schließen und alle akzeptieren' }).click()
    await expect(banner).toBeHidden()
    expect(await stored(page)).toEqual({
      functional: true,
      marketing: true,
      analytics: true,
      hubspot: true,
    })
  })

  test('reject stores all false and sets the CRM do-not-track cookie', async ({ page }) => {
    await page.goto('/imprint')
    await page.getByRole('button', { name: 'Reject' }).click()
    expect(await stored(page)).toEqual({
      functional: false,
      marketing: false,
      analytics: false,
      hubspot: false,
    })
    expect(await consentKeys(page)).toEqual(ALL(false))
    expect((await dntCookie(page))?.value).toBe('yes')
  })

  test('customise: static backdrop, defaults, Save and Continue (German)', async ({ page }) => {
    await page.goto('/de/imprint')
    await page.getByRole('button', { name: 'Anpassen' }).click()
    const dialog = page.getByRole('dialog', { name: 'Cookie-Einstellungen' })
    await expect(dialog).toBeVisible()
    await page.mouse.click(5, 5)
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('switch', { name: /Analyse/ })).toBeChecked()
    const recording = dialog.getByRole('switch', { name: /Sitzungsaufzeichnung/ })
    await expect(recording).toBeChecked()
    await expect(recording).toBeEnabled()
    await expect(dialog.getByRole('switch', { name: /LinkedIn/ })).not.toBeChecked()
    await expect(dialog.getByRole('switch', { name: /CRM/ })).toBeChecked()

    await dialog.getByRole('switch', { name: /Analyse/ }).uncheck()
    await dialog.getByRole('switch', { name: /CRM/ }).uncheck()
    await dialog.getByRole('button', { name: 'Speichern und fortfahren' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('region', { name: 'Cookie-Einwilligung' })).toHaveCount(0)
    expect(await stored(page)).toEqual({
      analytics: false,
      smartlook: true,
      linkedIn: false,
      hubspot: false,
    })
    expect(await consentKeys(page)).toEqual({
      send_page_view: false,
      restricted_data_processing: true,
      allow_google_signals: false,
      allow_ad_personalization_signals: false,
      hubspot_tracking: false,
    })
    expect((await dntCookie(page))?.value).toBe('yes')
  })

  test('turning the CRM tool on removes the do-not-track cookie', async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: '__hs_do_not_track', value: 'yes', url: baseURL! }])
    await page.goto('/imprint')
    await page.getByRole('button', { name: 'Customise' }).click()
    const dialog = page.getByRole('dialog', { name: 'Cookie preferences' })
    await dialog.getByRole('switch', { name: /LinkedIn/ }).check()
    await dialog.getByRole('button', { name: 'Save and Continue' }).click()
    expect(await stored(page)).toEqual({
      analytics: true,
      smartlook: true,
      linkedIn: true,
      hubspot: true,
    })
    expect(await consentKeys(page)).toMatchObject({
      send_page_view: true,
      restricted_data_processing: false,
      hubspot_tracking: true,
    })
    expect(await dntCookie(page)).toBeUndefined()
  })

  test('the footer reopens the preferences with the stored choice; withdrawing takes one click', async ({
    page,
  }) => {
    await page.goto('/imprint')
    await page
      .getByRole('region', { name: 'Cookie consent' })
      .getByRole('button', { name: 'Accept all', exact: true })
      .click()
    const settings = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' })
    await settings.click()
    const dialog = page.getByRole('dialog', { name: 'Cookie preferences' })
    await expect(dialog.getByRole('switch', { name: /Analytics/ })).toBeChecked()
    await expect(dialog.getByRole('switch', { name: /LinkedIn/ })).toBeChecked()
    await expect(dialog.getByRole('switch', { name: /CRM/ })).toBeChecked()

    await dialog.getByRole('button', { name: 'Reject all' }).click()
    await expect(dialog).toBeHidden()
    expect(await stored(page)).toEqual({
      functional: false,
      marketing: false,
      analytics: false,
      hubspot: false,
    })
    expect(await consentKeys(page)).toEqual(ALL(false))
    expect((await dntCookie(page))?.value).toBe('yes')

    await page.reload()
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0)
    await settings.click()
    await expect(dialog.getByRole('switch', { name: /Analytics/ })).not.toBeChecked()
    await expect(dialog.getByRole('switch', { name: /LinkedIn/ })).not.toBeChecked()
    await expect(dialog.getByRole('switch', { name: /CRM/ })).not.toBeChecked()
    await expect(dialog.getByRole('switch', { name: /Session recording/ })).not.toBeChecked()
    // Saving the withdrawn choice keeps every tool off, session recording included.
    await dialog.getByRole('button', { name: 'Save and Continue' }).click()
    await expect(dialog).toBeHidden()
    expect(await stored(page)).toEqual({
      analytics: false,
      smartlook: false,
      linkedIn: false,
      hubspot: false,
    })
    await settings.click()
    await dialog.getByRole('button', { name: 'Accept all' }).click()
    await expect(dialog).toBeHidden()
    expect(await stored(page)).toEqual({
      functional: true,
      marketing: true,
      analytics: true,
      hubspot: true,
    })
    expect(await dntCookie(page)).toBeUndefined()
  })

  test("a customised choice shows again in the footer's settings on another page (German)", async ({
    page,
  }) => {
    await page.goto('/de/imprint')
    await page.getByRole('button', { name: 'Anpassen' }).click()
    const dialog = page.getByRole('dialog', { name: 'Cookie-Einstellungen' })
    await dialog.getByRole('switch', { name: /Analyse/ }).uncheck()
    await dialog.getByRole('switch', { name: /LinkedIn/ }).check()
    await dialog.getByRole('button', { name: 'Speichern und fortfahren' }).click()
    await expect(dialog).toBeHidden()

    await page.getByRole('contentinfo').getByRole('link', { name: 'Über uns' }).click()
    await expect(page).toHaveURL(/\/de\/about$/)
    await page
      .getByRole('contentinfo')
      .getByRole('button', { name: 'Cookie-Einstellungen' })
      .click()
    await expect(dialog.getByRole('switch', { name: /Analyse/ })).not.toBeChecked()
    await expect(dialog.getByRole('switch', { name: /LinkedIn/ })).toBeChecked()
    await expect(dialog.getByRole('switch', { name: /CRM/ })).toBeChecked()
    await dialog.getByRole('switch', { name: /CRM/ }).uncheck()
    await dialog.getByRole('button', { name: 'Speichern und fortfahren' }).click()
    expect(await stored(page)).toEqual({
      analytics: false,
      smartlook: true,
      linkedIn: true,
      hubspot: false,
    })
    await page
      .getByRole('contentinfo')
      .getByRole('button', { name: 'Cookie-Einstellungen' })
      .click()
    await dialog.getByRole('button', { name: 'Schließen', exact: true }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('region', { name: 'Cookie-Einwilligung' })).toHaveCount(0)
  })

  for (const [prefix, t] of [
    ['', { banner: 'Cookie consent', customise: 'Customise', privacy: /privacy policy/i }],
    ['/de', { banner: 'Cookie-Einwilligung', customise: 'Anpassen', privacy: /Datenschutz/ }],
  ] as const) {
    test(`the privacy policy is linked from the footer, the banner and the dialog (${prefix || '/en'})`, async ({
      page,
    }) => {
      await page.goto(`${prefix}/imprint`)
      const href = `${prefix}/privacy-policy`
      const banner = page.getByRole('region', { name: t.banner })
      await expect(banner.getByRole('link', { name: t.privacy })).toHaveAttribute('href', href)
      await expect(
        page.getByRole('contentinfo').getByRole('link', { name: t.privacy }),
      ).toHaveAttribute('href', href)
      await banner.getByRole('button', { name: t.customise }).click()
      const dialog = page.getByRole('dialog')
      await dialog.getByRole('link', { name: t.privacy }).click()
      await expect(page).toHaveURL(new RegExp(`${href}$`))
      await expect(dialog).toBeHidden()
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      // No choice was made: the banner still asks.
      await expect(banner).toBeVisible()
    })
  }

  for (const [viewport, direction] of [
    [MOBILE, 'column'],
    [DESKTOP, 'row'],
  ] as const) {
    test(`the banner ${direction === 'column' ? 'stacks below' : 'is a row from'} 768 px (${viewport.width} px)`, async ({
      page,
    }, info) => {
      await page.setViewportSize(viewport)
      await page.goto('/imprint')
      const buttons = page
        .getByRole('region', { name: 'Cookie consent' })
        .getByRole('button', { name: 'Reject' })
        .locator('..')
      await expect(buttons).toHaveCSS('flex-direction', direction)
      await page.screenshot({ path: info.outputPath(`consent-${viewport.width}.png`) })
      await page.getByRole('button', { name: 'Customise' }).click()
      await expect(page.getByRole('dialog')).toBeVisible()
      await page.screenshot({
        path: info.outputPath(`consent-dialog-${viewport.width}.png`),
        animations: 'disabled',
      })
    })
  }
})
