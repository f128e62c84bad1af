import { quoteContribution } from '@kelp/core/contributions'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  contributionInvoices,
  contributionRetirements,
  contributions,
  sandboxCheckoutSessions,
} from '../../db/schema'
import { createTestApp, type TestContext } from '../../test/app'
import { pdfText } from '../../test/pdf-text'
import { checkoutBody, contribute, mailsTo, seedPortfolioProjects } from './testing'

describe('contribution checkout (sandbox)', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestApp()
    await seedPortfolioProjects(ctx.database.db)
  })
  afterAll(() => ctx.close())

  const post = (payload: unknown, lang = 'en') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/stripe/create-checkout-session',
      payload: payload as object,
      headers: { 'accept-language': lang },
    })

  it('rejects bad input with 400 naming the field', async () => {
    const good = checkoutBody()
    const cases: [object, string][] = [
      [{ ...good, calculatorSettings: { adults: -1, children: 0 } }, 'calculatorSettings.adults'],
      [{ ...good, calculatorSettings: { adults: 0, children: 0 } }, 'calculatorSettings.adults'],
      [{ ...good, calculatorSettings: { adults: 1e9, children: 0 } }, 'calculatorSettings.adults'],
      [{ ...good, calculatorSettings: { adults: 2, children: 21 } }, 'calculatorSettings.children'],
      [
        {
          ...good,
          emissionType: 'business',
          calculatorSettings: { industry: 'piracy', employees: 3 },
        },
        'calculatorSettings.industry',
      ],
      [
        {
          ...good,
          emissionType: 'business',
          calculatorSettings: { industry: 'education', employees: 0 },
        },
        'calculatorSettings.employees',
      ],
      [
        { ...good, emissionType: 'custom', calculatorSettings: { tonnes: 100_001 } },
        'calculatorSettings.tonnes',
      ],
      [{ ...good, amount: -5 }, 'amount'],
      [{ ...good, amount: 0 }, 'amount'],
      [{ ...good, amount: 1e15 }, 'amount'],
      [{ ...good, portfolio: 'mars' }, 'portfolio'],
      [{ ...good, locale: 'fr' }, 'locale'],
      [{ ...good, frequency: 'weekly' }, 'frequency'],
      [{ ...good, emissionType: 'guess' }, 'emissionType'],
    ]
    for (const [payload, field] of cases) {
      const res = await post(payload)
      expect(res.statusCode, field).toBe(400)
      expect(res.json().message).toContain(field)
    }
  })

  it('refuses a price that does not match the calculator, and tailored footprints', async () => {
    const good = checkoutBody()
    const wrongAmount = await post({ ...good, amount: good.amount - 1 })
    expect(wrongAmount.statusCode).toBe(400)
    expect(wrongAmount.json().message).toMatch(/^Invalid amount/)
    const wrongTonnes = await post({ ...good, emissions: good.emissions + 1 })
    expect(wrongTonnes.json().message).toMatch(/^Invalid emissions/)
    const big = checkoutBody({ emissionType: 'business', industry: 'manufacturing', employees: 30 })
    expect(
      quoteContribution(
        { emissionType: 'business', industry: 'manufacturing', employees: 30 },
        'germany',
        'once-off',
      ).tailored,
    ).toBe(true)
    const tailored = await post(big, 'de')
    expect(tailored.statusCode).toBe(400)
    expect(tailored.json().message).toContain('Vertriebsteam')
  })

  it('pays a once-off contribution: invoice, retirement, receipt and certificate', async () => {
    const body = { ...checkoutBody(), beneficiary: 'Łódź Dvořák Ελλάδα Москва' }
    const created = await post(body)
    expect(created.statusCode).toBe(200)
    const { sessionId, url } = created.json()
    expect(url).toBe(`/contribute/pay/${sessionId}`)
    const draft = await ctx.app.inject({
      url: `/api/stripe/checkout-session?session_id=${sessionId}`,
    })
    expect(draft.json()).toMatchObject({
      status: 'draft',
      email: null,
      amount: body.amount,
      tonnes: 26,
    })
    const page = await ctx.app.inject({ url: `/api/payments/sandbox/sessions/${sessionId}` })
    expect(page.json()).toMatchObject({
      status: 'open',
      amount: body.amount,
      frequency: 'once-off',
    })

    const paid = await ctx.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/sessions/${sessionId}/pay`,
      payload: {
        email: 'Lena@Example.org',
        name: 'Lena',
        cardNumber: '4242 4242 4242 4242',
        expiry: '12/34',
        cvc: '123',
      },
    })
    expect(paid.statusCode).toBe(200)
    expect(paid.json()).toEqual({
      status: 'paid',
      redirectUrl: `/contribute/success?session_id=${sessionId}`,
    })
    const status = (
      await ctx.app.inject({ url: `/api/stripe/checkout-session?session_id=${sessionId}` })
    ).json()
    expect(status).toMatchObject({
      status: 'paid',
      email: 'lena@example.org',
      frequency: 'once-off',
    })
    expect(status.customerId).toMatch(/^cus_sbx_/)

    const [invoice] = await ctx.database.db
      .select()
      .from(contributionInvoices)
      .where(eq(contributionInvoices.id, status.latestInvoiceId))
    expect(invoice).toMatchObject({ status: 'paid', kg: 26_000, shortfallKg: 0 })
    const parts = await ctx.database.db
      .select()
      .from(contributionRetirements)
      .where(eq(contributionRetirements.invoiceId, invoice!.id))
    expect(parts.reduce((s, p) => s + p.kg, 0)).toBe(26_000)
    expect(parts).toHaveLength(3)

    const [mail] = await mailsTo(ctx.database.db, 'lena@example.org')
    expect(mail!.subject).toContain(invoice!.certificateNumber!)
    const link = /(http\S+retirement-certificate\S+)/.exec(mail!.text)![1]!
    const pdf = await ctx.app.inject({ url: link.replace(/^http:\/\/[^/]+/, '') })
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="contribution-certificate-${invoice!.id}.pdf"`,
    )
    const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ')
    expect(text).toContain('Retirement certificate')
    expect(text).toContain(invoice!.certificateNumber!)
    expect(text).toContain('Łódź Dvořák Ελλάδα Москва')
    expect(text).not.toContain('lena@example.org')
    expect(text).toContain('Awaiting registry confirmation')
    expect(text).toContain(`/verify/${invoice!.publicId}`)
    expect(text).toContain('26 t CO2e')
    expect(text).toContain('Humboldt Sawmill Company')
    // Issued credits, named with their registry; the registry's confirmation is still to come.
    expect(text).toContain('Isometric · prj_1JXCRW5ST1S0EEKH')
    expect(text).toContain('Awaiting registry confirmation')

    const german = await ctx.app.inject({
      method: 'POST',
      url: '/api/contribution/retirement-certificate',
      payload: {
        invoice_id: invoice!.id,
        locale: 'de',
        signature: new URL(link).searchParams.get('signature'),
      },
    })
    const germanText = (await pdfText(german.rawPayload)).replace(/\s+/g, ' ')
    expect(germanText).toContain('Stilllegungszertifikat')
    expect(germanText).toContain('Portfolio Europa & Nordamerika')
    expect(germanText).toContain('Bestätigung durch das Register ausstehend')
    expect(germanText).toContain(`/de/verify/${invoice!.publicId}`)

    const view = await ctx.app.inject({ url: `/api/certificates/${invoice!.publicId}` })
    expect(view.statusCode).toBe(200)
    expect(view.json()).toMatchObject({
      kind: 'contribution',
      number: invoice!.certificateNumber,
      beneficiary: 'Łódź Dvořák Ελλάδα Москва',
      totalKg: 26_000,
    })
    expect(view.body).not.toContain('lena')
    const forged = await ctx.app.inject({
      method: 'POST',
      url: '/api/contribution/retirement-certificate',
      payload: { invoice_id: invoice!.id, locale: 'en', signature: 'forged' },
    })
    expect(forged.statusCode).toBe(403)
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/contribution/retirement-certificate',
      payload: { invoice_id: invoice!.id, locale: 'en' },
    })
    expect(anonymous.statusCode).toBe(401)
  })

  it('validates the card and declines the documented test numbers without charging', async () => {
    const created = await post(checkoutBody(undefined, 'international', 'monthly'))
    const { sessionId } = created.json()
    const pay = (cardNumber: string, extra: object = {}) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/payments/sandbox/sessions/${sessionId}/pay`,
        payload: {
          email: 'jonas@example.org',
          name: 'Jonas',
          cardNumber,
          expiry: '12/34',
          cvc: '123',
          ...extra,
        },
      })
    expect((await pay('4242 4242 4242 4241')).json().message).toMatch(/^Invalid cardNumber/)
    expect((await pay('4242424242424242', { expiry: '01/20' })).json().message).toMatch(
      /^Invalid expiry/,
    )
    expect((await pay('4242424242424242', { cvc: '12' })).json().message).toMatch(/^Invalid cvc/)
    const declined = await pay('4000 0000 0000 9995')
    expect(declined.statusCode).toBe(402)
    expect(declined.json().message).toContain('insufficient funds')
    const [row] = await ctx.database.db
      .select()
      .from(contributions)
      .where(eq(contributions.checkoutSessionId, sessionId))
    expect(row!.status).toBe('failed')
    const retirements = await ctx.database.db
      .select()
      .from(contributionInvoices)
      .where(eq(contributionInvoices.contributionId, row!.id))
    expect(retirements.map((r) => [r.status, r.kg])).toEqual([['failed', 0]])
    // The window is still open: a working card pays.
    expect((await pay('5555 5555 5555 4444')).statusCode).toBe(200)
    const status = (
      await ctx.app.inject({ url: `/api/stripe/checkout-session?session_id=${sessionId}` })
    ).json()
    expect(status).toMatchObject({ status: 'paid', frequency: 'monthly' })
    expect(status.subscriptionId).toMatch(/^sub_sbx_/)
    expect(status.nextBillingDate).not.toBeNull()
  })

  it('abandoning charges nothing and keeps the contribution a draft', async () => {
    const { sessionId } = (await post(checkoutBody(undefined, 'germany', 'once-off', 'de'))).json()
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/sessions/${sessionId}/abandon`,
    })
    expect(res.json()).toEqual({
      status: 'abandoned',
      redirectUrl: '/de/contribute?payment=cancelled',
    })
    const status = (
      await ctx.app.inject({ url: `/api/stripe/checkout-session?session_id=${sessionId}` })
    ).json()
    expect(status).toMatchObject({ status: 'draft', latestInvoiceId: null })
    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/sessions/${sessionId}/pay`,
      payload: {
        email: 'x@example.org',
        name: 'X',
        cardNumber: '4242424242424242',
        expiry: '12/34',
        cvc: '123',
      },
    })
    expect(again.statusCode).toBe(409)
    expect(
      (await ctx.app.inject({ url: '/api/stripe/checkout-session?session_id=nope' })).statusCode,
    ).toBe(404)
  })

  it('expires a payment window left open for more than 24 hours', async () => {
    const { sessionId } = (await post(checkoutBody())).json()
    await ctx.database.db
      .update(sandboxCheckoutSessions)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(sandboxCheckoutSessions.id, sessionId))
    const page = await ctx.app.inject({ url: `/api/payments/sandbox/sessions/${sessionId}` })
    expect(page.json().status).toBe('expired')
    const pay = await ctx.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/sessions/${sessionId}/pay`,
      payload: {
        email: 'late@example.org',
        name: 'L',
        cardNumber: '4242424242424242',
        expiry: '12/34',
        cvc: '123',
      },
    })
    expect(pay.statusCode).toBe(409)
    const status = (
      await ctx.app.inject({ url: `/api/stripe/checkout-session?session_id=${sessionId}` })
    ).json()
    expect(status.status).toBe('draft')
  })

  it('uses the contribute helper end to end', async () => {
    const { paid } = await contribute(ctx.app, 'helper@example.org')
    expect(paid.statusCode).toBe(200)
  })
})
