import { expect, test, type Page } from '@playwright/test'

test('webinars list upcoming and past sessions and take registrations', async ({
  page,
  request,
}) => {
  await page.goto('/webinars')
  await expect(page.getByRole('heading', { name: 'Upcoming webinars' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Past webinars' })).toBeVisible()

  await page.getByRole('button', { name: 'Register', exact: true }).click()
  await expect(page.getByText('*This is a required field')).toHaveCount(4)

  const email = `lena.fischer.${Date.now()}@hafenkontor-logistik.de`
  await page
    .getByLabel('Webinar', { exact: true })
    .selectOption({ label: 'From VCMI Silver to Gold: a roadmap' })
  await page.getByLabel('First name').fill('Lena')
  await page.getByLabel('Last name').fill('Fischer')
  await page.getByLabel('Company e-mail').fill(email)
  await page.getByLabel(/I agree/).check()
  await page.getByRole('button', { name: 'Register', exact: true }).click()
  await expect(page.getByRole('status')).toHaveText(/You are registered/)

  const { mails } = await (await request.get(`/api/dev/mail?to=${email}`)).json()
  expect(mails[0].subject).toBe('Your Kelp webinar registration')
})

/** The layout shifts the page has had so far, summed as CLS counts them. */
function layoutShift(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number
            hadRecentInput: boolean
          })[]) {
            if (!entry.hadRecentInput) sum += entry.value
          }
        }).observe({ type: 'layout-shift', buffered: true })
        setTimeout(() => resolve(sum), 500)
      }),
  )
}

const TEXTS = {
  en: {
    upcoming: 'Upcoming webinars',
    past: 'Past webinars',
    none: 'No webinars in this list right now.',
    register: 'Register for a webinar',
  },
  de: {
    upcoming: 'Kommende Webinare',
    past: 'Vergangene Webinare',
    none: 'Derzeit keine Webinare in dieser Liste.',
    register: 'Für ein Webinar anmelden',
  },
}

// The page is built once and read on later days: from a webinar's start it is a past webinar.
for (const locale of ['en', 'de'] as const) {
  test(`a webinar that has started since the build is listed as past (${locale})`, async ({
    page,
  }) => {
    const t = TEXTS[locale]
    const upcoming = page.getByRole('region', { name: t.upcoming })
    const past = page.getByRole('region', { name: t.past })
    // Half an hour into the CSRD webinar, a month before the next one.
    await page.clock.setFixedTime(new Date('2027-01-21T15:30:00Z'))
    await page.goto(locale === 'de' ? '/de/webinars' : '/webinars')
    await expect(past.getByRole('listitem').first()).toContainText('CSRD')
    await expect(upcoming.getByRole('listitem')).toHaveCount(1)
    await expect(upcoming).not.toContainText('CSRD')
    const form = page.getByRole('form', { name: t.register })
    await expect(form.getByRole('combobox').getByRole('option')).toHaveCount(1)
    // The form has hydrated with the same choice (its button is enabled by the island).
    await expect(form.getByRole('button')).toBeEnabled()
    await expect(form.getByRole('combobox').getByRole('option')).toHaveCount(1)
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.02)

    // After both: nothing upcoming, nothing to register for, every webinar past.
    await page.clock.setFixedTime(new Date('2027-03-01T09:00:00Z'))
    await page.reload()
    await expect(past.getByRole('listitem')).toHaveCount(4)
    await expect(upcoming.getByText(t.none)).toBeVisible()
    await expect(page.getByRole('heading', { name: t.register })).toBeHidden()
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.02)
  })
}
