import { expect, test } from '@playwright/test'

test.describe('customer carousel', () => {
  test('autoplays every 3 seconds and can be paused', async ({ page }) => {
    // The suite browses with reduced motion (playwright.config.ts); autoplay is for the others.
    await page.emulateMedia({ reducedMotion: 'no-preference' })
    // The page's clock is the test's: it runs as usual until the test moves it on by hand.
    await page.clock.install()
    await page.goto('/customers')
    const carousel = page.getByRole('region', { name: 'Customer stories' })
    await expect(carousel.getByRole('group', { name: 'Slide 1 of 4' })).toBeVisible()
    await expect(carousel.getByRole('group', { name: 'Slide 2 of 4' })).toBeVisible({
      timeout: 4500,
    })
    await carousel.getByRole('button', { name: 'Pause autoplay' }).click()
    await expect(carousel.getByRole('button', { name: 'Start autoplay' })).toBeVisible()
    const visible = carousel.getByRole('group')
    const name = await visible.getAttribute('aria-label')
    await page.mouse.move(0, 0)
    // More than one autoplay step passes on the page's clock; a running timer would fire.
    await page.clock.runFor(3500)
    await expect(visible).toHaveAttribute('aria-label', name!)
  })

  test('stays still for a reader who prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.clock.install()
    await page.goto('/customers')
    const carousel = page.getByRole('region', { name: 'Customer stories' })
    await expect(carousel.getByRole('group', { name: 'Slide 1 of 4' })).toBeVisible()
    await expect(carousel.getByRole('button', { name: 'Start autoplay' })).toBeVisible()
    await page.clock.runFor(3500)
    await expect(carousel.getByRole('group', { name: 'Slide 1 of 4' })).toBeVisible()
  })

  test('keyboard and buttons move slides and announce the ends in German', async ({ page }) => {
    await page.goto('/de/customers')
    const carousel = page.getByRole('region', { name: 'Kundengeschichten' })
    await carousel.getByRole('button', { name: 'Gehe zu Folie 1' }).click()
    await carousel.getByRole('button', { name: 'Vorherige Folie' }).click()
    await expect(carousel.getByText('Dies ist die erste Folie')).toBeAttached()
    await carousel.getByRole('button', { name: 'Nächste Folie' }).focus()
    await page.keyboard.press('ArrowRight')
    await expect(carousel.getByRole('group', { name: 'Folie 2 von 4' })).toBeVisible()
    await carousel.getByRole('button', { name: 'Gehe zu Folie 4' }).click()
    await page.keyboard.press('ArrowRight')
    await expect(carousel.getByText('Dies ist die letzte Folie')).toBeAttached()
    await expect(carousel.getByRole('group', { name: 'Folie 4 von 4' })).toBeVisible()
  })
})
