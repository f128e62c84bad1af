// placeOrder with SMTP configured (decision 098): a second API instance on the bench database
// whose SMTP_URL is a local SMTP sink. Orders must meet the same p99 budget as with the outbox,
// and the relay must then deliver every mail the run wrote.
import { fork } from 'node:child_process'
import { once } from 'node:events'
import { join } from 'node:path'
import pg from 'pg'
import { root } from '../scripts/lib.mjs'
import { apiScenarios, load } from './api.mjs'
import { startApi, stop } from './stack.mjs'

const SETTLE_MS = 60_000

/** The SMTP sink (bench/smtp-sink.mjs) as a child process. */
async function smtpSink(port) {
  const child = fork(join(root, 'bench/smtp-sink.mjs'), [String(port)], { stdio: 'inherit' })
  await once(child, 'message')
  return {
    async delivered() {
      child.send('count')
      const [{ delivered }] = await once(child, 'message')
      return delivered
    },
    close: () => child.kill(),
  }
}

export async function runMailScenario({ apiPort, smtpPort, databaseUrl, context }) {
  const db = new pg.Client({ connectionString: databaseUrl })
  await db.connect()
  const pendingQuery = `select count(*)::int as n from mail_outbox
                        where sent_at is null and deliver_after is not null`
  const sink = await smtpSink(smtpPort)
  const api = await startApi({
    port: apiPort,
    databaseUrl,
    env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` },
  })
  try {
    const scenario = apiScenarios(context).find((s) => s.method === 'POST')
    const own = await load(`http://127.0.0.1:${apiPort}`, scenario)
    const started = Date.now()
    let pending = (await db.query(pendingQuery)).rows[0].n
    while (pending > 0 && Date.now() - started < SETTLE_MS) {
      await new Promise((r) => setTimeout(r, 250))
      pending = (await db.query(pendingQuery)).rows[0].n
    }
    const settledMs = Date.now() - started
    const delivered = await sink.delivered()
    const { p99 } = scenario.budget
    const pass = own.non2xx === 0 && own.errors === 0 && own.p99 < p99 && pending === 0
    return [
      {
        group: 'api',
        scenario: `POST /api/orbit/placeOrder, SMTP configured, ${scenario.connections} connections`,
        figure: `${Math.round(own.rps)} req/s, p99 ${own.p99} ms`,
        reference: `${delivered} mails relayed, ${pending} left ${(settledMs / 1000).toFixed(1)} s after`,
        budget: `p99 < ${p99} ms, every mail relayed`,
        pass,
        raw: { own, delivered, pending, settledMs },
      },
    ]
  } finally {
    await stop(api)
    sink.close()
    await db.end()
  }
}
