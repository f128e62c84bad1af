import { createServer, type Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { projectsSeeder } from '../../modules/projects'
import { createTestApp, type TestContext } from '../app'
import { freePort } from './services'

type Mode = 'up' | 'error' | 'slow'

/** An OpenAI-compatible chat endpoint that answers, fails, or takes longer than the timeout. */
function modelStandIn(state: { mode: Mode }) {
  return createServer((req, res) => {
    req.resume()
    req.on('end', () => {
      if (state.mode === 'error') {
        res.writeHead(503, { 'content-type': 'application/json' })
        return res.end(JSON.stringify({ error: { message: 'overloaded' } }))
      }
      const answer = () => {
        if (res.destroyed) return
        res.writeHead(200, { 'content-type': 'application/json' })
        res.end(
          JSON.stringify({
            choices: [{ message: { role: 'assistant', content: 'From the model.' } }],
          }),
        )
      }
      if (state.mode === 'slow') setTimeout(answer, 8_000)
      else answer()
    })
  })
}

describe('Chat model down or slow: the embedded answerer answers and says so', () => {
  const state: { mode: Mode } = { mode: 'up' }
  let server: Server
  let ctx: TestContext
  let projectId: string
  const ask = () =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/chat/message',
      payload: { projectId, message: 'What does a tonne cost?' },
    })

  beforeAll(async () => {
    const port = await freePort()
    server = modelStandIn(state)
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
    // The default timeout (5 s) is the one under test.
    ctx = await createTestApp({
      LLM_BASE_URL: `http://127.0.0.1:${port}/v1`,
      LLM_API_KEY: 'sk-faults',
      LLM_MODEL: 'fault-model',
    })
    await projectsSeeder.run(ctx.database.db)
    // The research view lists the catalogue whether or not a lot is on sale.
    const list = (await ctx.app.inject({ url: '/api/projects?view=research' })).json()
    projectId = (list.items ?? list)[0].id
  })
  afterAll(async () => {
    await ctx.close()
    server.closeAllConnections()
    server.close()
  })

  it('answers through the model while it is up', async () => {
    const res = await ask()
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ reply: 'From the model.', answeredBy: 'llm' })
  })

  it.each<Mode>(['error', 'slow'])(
    'answers with the embedded answerer when the model is %s',
    async (mode) => {
      state.mode = mode
      const res = await ask()
      state.mode = 'up'
      expect(res.statusCode).toBe(200)
      expect(res.json().answeredBy).toBe('embedded')
      expect(res.json().reply).not.toBe('From the model.')
    },
  )

  it('uses the model again once it answers', async () => {
    expect((await ask()).json().answeredBy).toBe('llm')
  })
})
