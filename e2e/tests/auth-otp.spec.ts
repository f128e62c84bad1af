import { expect, test } from '@playwright/test'
import { skipConsent } from './shell-helpers'
import { expectSessionOutOfReach, latestCode, openCodeModal, uniqueEmail } from './auth-helpers'
import { newCompanyAdmin } from './orbit-helpers'

const locales = [
  {
    name: 'English',
    prefix: '',
    open: /one-time code/,
    email: 'Company e-mail',
    next: 'Continue',
    digit: (i: number) => `Digit ${i} of 5`,
    success: 'Sign in success!',
    invalid: 'Invalid code. Try again.',
  },
  {
    name: 'German',
    prefix: '/de',
    open: /Einmalcode/,
    email: 'Unternehmens-E-Mail',
    next: 'Weiter',
    digit: (i: number) => `Ziffer ${i} von 5`,
    success: 'Anmeldung erfolgreich!',
    invalid: 'Ungültiger Code. Versuchen Sie es erneut.',
  },
]

for (const l of locales) {
  test(`passwordless sign-in with a 5-digit code (${l.name})`, async ({ page }) => {
    await skipConsent(page)
    const email = uniqueEmail('paula.code')
    const dialog = await openCodeModal(page, l.prefix, l.open)
    await dialog.getByLabel(l.email).fill(email)
    await dialog.getByLabel(l.email).press('Enter')
    await expect(dialog.getByLabel(l.digit(1))).toBeFocused()
    const code = await latestCode(page.request, email)
    const wrong = code === '11111' ? '22222' : '11111'
    await page.keyboard.type(wrong)
    await expect(dialog.getByText(l.invalid)).toBeVisible()
    await dialog.getByLabel(l.digit(1)).click()
    await page.keyboard.type(code)
    await expect(page.getByText(l.success)).toBeVisible()
    await expect(page.getByRole('dialog')).toBeHidden()
    await expect(page).toHaveURL(/\/projects$/)
    await expectSessionOutOfReach(page)
  })
}

test('restricted access when the company admin refused the colleague', async ({ page }) => {
  await skipConsent(page)
  const admin = await newCompanyAdmin(page.request)
  const colleague = `dirk.new@${admin.domain}`
  await page.request.post('/api/users/request_otp', { data: { email: colleague } })
  const code = await latestCode(page.request, colleague)
  const login = await page.request.post('/api/users/login_otp', {
    data: { email: colleague, code },
  })
  const auth = { Authorization: `Bearer ${(await login.json()).access_token}` }
  const { id } = await (await page.request.get('/api/users/me', { headers: auth })).json()
  const refusal = await page.request.post(`/api/users/company/members/${id}/refusal`, {
    headers: { Authorization: `Bearer ${admin.token}` },
  })
  expect(refusal.status()).toBe(200)

  const dialog = await openCodeModal(page, '', /one-time code/)
  await dialog.getByLabel('Company e-mail').fill(colleague)
  await dialog.getByRole('button', { name: 'Continue' }).click()
  await expect(dialog.getByRole('heading', { name: 'Access restricted' })).toBeVisible()
  await expect(dialog.getByRole('link', { name: 'Contact us' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Back to email entry' }).click()
  await expect(dialog.getByRole('heading', { name: 'Sign in to Kelp' })).toBeVisible()
})

test('code input: digits only, paste fills from the current box, backspace and arrows', async ({
  page,
}) => {
  await skipConsent(page)
  const email = uniqueEmail('karl.keys')
  const dialog = await openCodeModal(page, '', /one-time code/)
  await dialog.getByLabel('Company e-mail').fill('info@acme.com')
  await dialog.getByRole('button', { name: 'Continue' }).click()
  await expect(dialog.getByText('Please avoid using generic email address.')).toBeVisible()
  await dialog.getByLabel('Company e-mail').fill(email)
  await dialog.getByRole('button', { name: 'Continue' }).click()
  const box = (i: number) => dialog.getByLabel(`Digit ${i} of 5`)
  await expect(box(1)).toBeFocused()

  await page.keyboard.type('a')
  await expect(box(1)).toHaveValue('')
  await page.keyboard.type('12')
  await expect(box(3)).toBeFocused()
  await page.keyboard.press('Backspace')
  await expect(box(2)).toBeFocused()
  await page.keyboard.press('Backspace')
  await expect(box(1)).toBeFocused()
  await expect(box(1)).toHaveValue('1')
  await expect(box(2)).toHaveValue('')
  await page.keyboard.press('ArrowRight')
  await expect(box(2)).toBeFocused()
  await page.keyboard.press('ArrowLeft')
  await expect(box(1)).toBeFocused()

  // Paste from box 2 keeps box 1 and fills the rest with digits only.
  await box(2).focus()
  await box(2).evaluate((el) => {
    const data = new DataTransfer()
    data.setData('text', '9-8 7')
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }))
  })
  await expect(box(2)).toHaveValue('9')
  await expect(box(3)).toHaveValue('8')
  await expect(box(4)).toHaveValue('7')
  await expect(box(5)).toBeFocused()
  await expect(box(1)).toHaveValue('1')

  await dialog.getByRole('button', { name: 'Back to email entry' }).click()
  await expect(dialog.getByLabel('Company e-mail')).toBeVisible()
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(page.getByRole('dialog')).toBeHidden()
})
