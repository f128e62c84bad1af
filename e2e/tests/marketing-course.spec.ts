import { expect, test, type APIRequestContext } from '@playwright/test'
import { uniqueEmail } from './auth-helpers'

/** Every course mail to one address, oldest first, once at least `count` have arrived. */
async function courseMails(request: APIRequestContext, to: string, count: number) {
  let mails: { subject: string; text: string }[] = []
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/mail?to=${encodeURIComponent(to)}`)
      mails = ((await res.json()).mails as typeof mails).reverse()
      return mails.length
    })
    .toBeGreaterThanOrEqual(count)
  return mails
}

const cases = [
  {
    prefix: '',
    form: 'Sign up for the free course',
    submit: 'Start the course',
    required: '*This is a required field',
    success: /Welcome aboard/,
    welcome: 'Welcome to the Kelp e-mail course',
    lesson1: 'Lesson 1 of 5: measure scopes 1, 2 and 3',
    unsubscribe: 'Unsubscribe',
    done: 'You are unsubscribed. You will not receive any further lessons.',
  },
  {
    prefix: '/de',
    form: 'Zum kostenlosen Kurs anmelden',
    submit: 'Kurs starten',
    required: '*Dies ist ein Pflichtfeld',
    success: /Willkommen!/,
    welcome: 'Willkommen zum E-Mail-Kurs von Kelp',
    lesson1: 'Lektion 1 von 5: Scope 1, 2 und 3 messen',
    unsubscribe: 'Abmelden',
    done: 'Sie sind abgemeldet. Sie erhalten keine weiteren Lektionen.',
  },
]

for (const c of cases) {
  test(`course sign-up, lessons by mail and unsubscribe (${c.prefix || '/en'})`, async ({
    page,
    request,
  }) => {
    // Static pages: a form's buttons stay disabled until its island runs, and a click waits.
    await page.goto(`${c.prefix}/course`)
    const form = page.getByRole('form', { name: c.form })
    await form.getByRole('button', { name: c.submit }).click()
    await expect(form.getByText(c.required)).toHaveCount(3)

    const email = uniqueEmail('paula.richter').replace(/\.com$/, '.de')
    await form.getByRole('textbox').first().fill('Paula')
    await form.getByRole('textbox').nth(1).fill(email)
    await form.getByRole('checkbox').check()
    await form.getByRole('button', { name: c.submit }).click()
    await expect(page.getByRole('status')).toHaveText(c.success)

    const mails = await courseMails(request, email, 2)
    expect(mails.map((m) => m.subject)).toEqual([c.welcome, c.lesson1])
    const link = /https?:\/\/\S+\/course\/unsubscribe\?token=\S+/.exec(mails[0]!.text)![0]
    await page.goto(link.replace(/^https?:\/\/[^/]+/, ''))
    await page.getByRole('button', { name: c.unsubscribe, exact: true }).click()
    await expect(page.getByRole('status')).toContainText(c.done)
  })
}
