import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { chatMessages, projects } from '../../db/schema'
import { createTestApp, type TestContext } from '../../test/app'
import { projectsSeeder } from '../projects'
import { demoLotsSeeder } from '../inventory'

let ctx: TestContext
let projectId: string
let otherId: string
let forwardId: string
let unlistedId: string
beforeAll(async () => {
  ctx = await createTestApp({
    CHAT_RATE_LIMIT_PER_MINUTE: '8',
    CHAT_CONVERSATION_RATE_LIMIT_PER_MINUTE: '4',
  })
  await projectsSeeder.run(ctx.database.db)
  await demoLotsSeeder.run(ctx.database.db)
  const rows = await ctx.database.db.select({ id: projects.id, slug: projects.slug }).from(projects)
  const id = (slug: string) => rows.find((r) => r.slug === slug)!.id
  projectId = id('carbofex-tampere-finland')
  otherId = rows.find((r) => r.slug !== 'carbofex-tampere-finland')!.id
  // Forward credits in two demo lots of 200 t each; a CDR project no registry lists.
  forwardId = id('carboneers-terrafront-high-tech-biochar')
  unlistedId = id('carbo-culture-finland')
})
afterAll(() => ctx.close())

let ipCounter = 1
function ask(payload: Record<string, unknown>, opts: { lang?: string; ip?: string } = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/chat/message',
    payload,
    remoteAddress: opts.ip ?? `10.0.0.${ipCounter++}`,
    headers: { 'accept-language': opts.lang ?? 'en' },
  })
}

describe('POST /api/chat/message', () => {
  it('starts a conversation, answers from the data and continues it', async () => {
    const first = await ask({ message: 'How long is the carbon stored?', projectId })
    expect(first.statusCode).toBe(200)
    const body = first.json()
    expect(body.reply).toContain('755')
    expect(body.sources[0].key).toBe('permanence')
    const next = await ask(
      { message: 'Wo liegt das Projekt?', projectId, conversationId: body.conversationId },
      { lang: 'de' },
    )
    expect(next.statusCode).toBe(200)
    expect(next.json()).toMatchObject({ conversationId: body.conversationId })
    expect(next.json().reply).toContain('Tampere')
    const stored = await ctx.database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.conversationId, body.conversationId))
    expect(stored).toHaveLength(4)
  })

  it("answers a quantity of one vintage with that vintage's tonnes, in English and German", async () => {
    const projectId = forwardId
    const en = (await ask({ message: 'Can I buy 500 t of the 2026 vintage?', projectId })).json()
    expect(en.reply).toContain('The 2026 vintage has 200 t available')
    expect(en.reply).toContain('500 t cannot be fully met')
    expect(en.reply).not.toContain('400')
    expect(en.sources).toEqual([
      { key: 'vintage.2026', label: 'Vintage 2026', value: expect.stringContaining('200 t') },
    ])
    const de = await ask(
      { message: 'Kann ich 500 t vom Jahrgang 2026 kaufen?', projectId },
      { lang: 'de' },
    )
    expect(de.json().reply).toContain('Vom Jahrgang 2026 sind 200 t verfügbar')
    expect(de.json().reply).toContain('nicht vollständig gedeckt')
  })

  it('says plainly that the catalogue names no registry when its data comes from a source', async () => {
    const { reply, sources } = (
      await ask({ message: 'Which registry issues the credits?', projectId: unlistedId })
    ).json()
    expect(reply).toContain('names no registry')
    expect(reply).toContain('CarbonPlan CDR Database, which is not a registry')
    expect(sources).toEqual([])
  })

  it('rejects too long, empty and malformed messages with a clear message', async () => {
    const long = await ask({ message: 'x'.repeat(1001), projectId })
    expect(long.statusCode).toBe(400)
    expect(long.json().message).toMatch(/too long.*1000 characters/)
    const longDe = await ask({ message: 'x'.repeat(1001), projectId }, { lang: 'de' })
    expect(longDe.json().message).toMatch(/zu lang.*1000 Zeichen/)
    expect((await ask({ message: '  ', projectId })).statusCode).toBe(400)
    expect((await ask({ message: 'Hi', projectId: 'nope' })).statusCode).toBe(400)
  })

  it('answers 404 for an unknown project or a conversation of another project', async () => {
    const missing = await ask({
      message: 'Price?',
      projectId: '00000000-0000-4000-8000-000000000000',
    })
    expect(missing.statusCode).toBe(404)
    const start = (await ask({ message: 'Price?', projectId })).json()
    const foreign = await ask({
      message: 'Price?',
      projectId: otherId,
      conversationId: start.conversationId,
    })
    expect(foreign.statusCode).toBe(404)
    const unknown = await ask({
      message: 'Price?',
      projectId,
      conversationId: '00000000-0000-4000-8000-000000000001',
    })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().message).toMatch(/conversation/)
  })

  it('limits requests per conversation across IPs', async () => {
    const { conversationId } = (await ask({ message: 'Price?', projectId })).json()
    const codes: number[] = []
    for (let i = 0; i < 5; i++) {
      codes.push((await ask({ message: 'Price?', projectId, conversationId })).statusCode)
    }
    expect(codes.slice(0, 4)).toEqual([200, 200, 200, 200])
    expect(codes[4]).toBe(429)
  })

  it('limits requests per IP across conversations', async () => {
    const codes: number[] = []
    for (let i = 0; i < 9; i++) {
      codes.push((await ask({ message: 'Price?', projectId }, { ip: '10.9.9.9' })).statusCode)
    }
    expect(codes.slice(0, 8).every((c) => c === 200)).toBe(true)
    expect(codes[8]).toBe(429)
  })
})
