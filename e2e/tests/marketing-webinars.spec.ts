import { expect, test } from '@playwright/test'

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
