import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listOutbox } from '../../adapters/mail'
import { pdfText } from '../../test/pdf-text'
import { createTestApp, type TestContext } from '../../test/app'
import { caller, insertProject, memberToken, staffToken, storageEnv } from '../../test/fixtures'

let ctx: TestContext
let call: ReturnType<typeof caller>
let anke: Awaited<ReturnType<typeof memberToken>>
let project: Awaited<ReturnType<typeof insertProject>>
let staff: string
const ANKE = 'anke.admin@money-mail.de'
const EVAN = 'evan.admin@money-mail.de'
const MILA = 'mila.member@money-mail.de'

beforeAll(async () => {
  ctx = await createTestApp(storageEnv())
  call = caller(ctx.app)
  anke = await memberToken(ctx.app, ANKE, { locale: 'de' })
  await memberToken(ctx.app, EVAN, { locale: 'en' })
  await memberToken(ctx.app, MILA, { role: 'member', locale: 'de' })
  staff = await staffToken(ctx.app, 'oskar.operator@kelp-ops.com')
  project = await insertProject(ctx.app, { credits: 50, priceCents: 2000 })
})
afterAll(() => ctx.close())

const mailsTo = async (to: string, subject: RegExp) =>
  (await listOutbox(ctx.app.database.db, { to })).filter((m) => subject.test(m.subject))

/** The one link of a mail that opens a document, as a path on the API. */
function documentLink(text: string) {
  const match = /https?:\/\/\S+\/api\/portfolio\/mailed\/\S+/.exec(text)
  if (!match) throw new Error(`no document link in: ${text}`)
  return new URL(match[0]).pathname + new URL(match[0]).search
}

/** Follows a mailed link to its PDF and answers the PDF's text. */
async function openLink(path: string) {
  const res = await ctx.app.inject({ method: 'GET', url: path })
  expect(res.statusCode).toBe(302)
  const file = await ctx.app.inject({ method: 'GET', url: res.headers.location as string })
  expect(file.statusCode).toBe(200)
  expect(file.headers['content-type']).toBe('application/pdf')
  return (await pdfText(file.rawPayload)).replace(/\s+/g, ' ')
}

describe('mail after money and credits move, in each admin’s language', () => {
  let certificate = ''
  let retirementId = ''

  it('mails the invoice link to each admin when an offer is accepted', async () => {
    const placed = await call('POST', '/api/orbit/placeOrder', anke.token, {
      cartItems: [{ projectId: project.projectId, vintage: project.year, tonnes: 10 }],
    })
    const itemId = placed.json().order.items[0].id
    await call('POST', `/api/admin/orders/${placed.json().order.id}/offer`, staff, {
      prices: [{ orderItemId: itemId, priceCents: 1800 }],
      feeCents: 1500,
      feeLabel: 'Registry and service fee',
      validDays: 7,
    })
    // The request is in English; each admin's mail is in the language of their account.
    const accepted = await call('POST', '/api/portfolio-manager/acceptOffer?local=en', anke.token)
    expect(accepted.statusCode).toBe(200)
    const invoiceNumber = /INV-\d{4}-\d{6}/.exec((await mailsTo(EVAN, /invoice/))[0]!.subject)![0]

    const [de] = await mailsTo(ANKE, /Rechnung/)
    expect(de!.subject).toBe(`Angebot angenommen: Rechnung ${invoiceNumber}`)
    expect(de!.html).toContain('lang="de"')
    expect(de!.text).toContain('10 t CO2e')
    expect(de!.text).toMatch(/netto 195,00\s€, Umsatzsteuer 37,05\s€, gesamt 232,05\s€/)
    const [en] = await mailsTo(EVAN, /invoice/)
    expect(en!.subject).toBe(`Offer accepted: invoice ${invoiceNumber}`)
    expect(await mailsTo(MILA, /Rechnung|invoice/i)).toEqual([])

    const text = await openLink(documentLink(de!.text))
    expect(text).toContain(invoiceNumber)
    expect(documentLink(en!.text)).toBe(documentLink(de!.text))
  })

  it('refuses a mailed link whose signature or id was changed, in the request language', async () => {
    const [mail] = await mailsTo(ANKE, /Rechnung/)
    const link = documentLink(mail!.text)
    const forged = await ctx.app.inject({
      method: 'GET',
      url: `${link.slice(0, -2)}xx`,
      headers: { 'accept-language': 'de-DE,de;q=0.9' },
    })
    expect(forged.statusCode).toBe(403)
    expect(forged.json().message).toBe('Dieser Link ist ungültig.')
    const otherId = link.replace(/\/invoice\/[0-9a-f]/, '/invoice/0')
    expect((await ctx.app.inject({ method: 'GET', url: otherId })).statusCode).toBe(403)
    const noSig = await ctx.app.inject({ method: 'GET', url: link.split('?')[0]! })
    expect(noSig.statusCode).toBe(403)
  })

  it('mails the certificate when credits are retired, and again when the registry confirms', async () => {
    const res = await call('POST', '/api/portfolio/retirements', anke.token, {
      projectId: project.projectId,
      vintage: project.year,
      tonnes: 4,
      beneficiary: 'Money Mail GmbH',
    })
    expect(res.statusCode).toBe(201)
    certificate = res.json().certificateNumber
    retirementId = res.json().id
    const [de] = await mailsTo(ANKE, /Stilllegung beantragt/)
    expect(de!.subject).toBe(`Stilllegung beantragt: ${certificate}`)
    expect(de!.text).toContain('im Namen von Money Mail GmbH')
    const [en] = await mailsTo(EVAN, /Retirement requested/)
    expect(en!.text).toContain('4 t CO2e')
    expect(await openLink(documentLink(de!.text))).toContain('Awaiting registry confirmation')

    const serial = `11022-101-104-VCS-VCU-263-VER-KE-14-2250-01012022-31122022-0`
    const confirmed = await call('POST', `/api/admin/retirements/${retirementId}/confirm`, staff, {
      serialStart: serial,
      serialEnd: serial,
      registryReference: 'VCS-RET-0815',
    })
    expect(confirmed.statusCode).toBe(200)
    const [done] = await mailsTo(ANKE, /Stilllegung bestätigt/)
    expect(done!.subject).toBe(`Stilllegung bestätigt: ${certificate}`)
    expect(done!.text).toContain('Referenz VCS-RET-0815')
    const [doneEn] = await mailsTo(EVAN, /Retirement confirmed/)
    expect(doneEn!.text).toContain('reference VCS-RET-0815')
    const pdf = await openLink(documentLink(done!.text))
    expect(pdf).not.toContain('Awaiting registry confirmation')
  })
})
