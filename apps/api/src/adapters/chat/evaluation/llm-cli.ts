// `npm run chat:eval`: the evaluation set against the embedded answerer and, when LLM_BASE_URL,
// LLM_API_KEY and LLM_MODEL are set, against that OpenAI-compatible model. Exits non-zero when
// the model scores below CHAT_EVAL_MIN (a share, default the embedded answerer's threshold).
import { z } from 'zod'
import { envObject } from '../../../config/env'
import { embeddedAnswerer } from '../embedded'
import { createOpenAiAnswerer } from '../openai'
import { EMBEDDED_PASS_THRESHOLD, EVALUATION_BLOCKS, EVALUATION_CASES } from './cases'
import { evaluate, report } from './evaluate'

const env = envObject
  .pick({ LLM_BASE_URL: true, LLM_API_KEY: true, LLM_MODEL: true, LLM_TIMEOUT_MS: true })
  .extend({ CHAT_EVAL_MIN: z.coerce.number().min(0).max(1).default(EMBEDDED_PASS_THRESHOLD) })
  .parse(process.env)

console.log(report('embedded', await evaluate(embeddedAnswerer, EVALUATION_CASES)))
for (const [name, cases] of Object.entries(EVALUATION_BLOCKS)) {
  console.log(`\n${report(`embedded, ${name}`, await evaluate(embeddedAnswerer, cases))}`)
}

if (!env.LLM_BASE_URL || !env.LLM_API_KEY || !env.LLM_MODEL) {
  console.log(
    '\nNo model configured: set LLM_BASE_URL, LLM_API_KEY and LLM_MODEL to evaluate one too.',
  )
} else {
  const llm = createOpenAiAnswerer({
    baseUrl: env.LLM_BASE_URL,
    apiKey: env.LLM_API_KEY,
    model: env.LLM_MODEL,
    timeoutMs: env.LLM_TIMEOUT_MS,
  })
  const result = await evaluate(llm, EVALUATION_CASES, 'llm')
  console.log(`\n${report(`${env.LLM_MODEL} at ${new URL(env.LLM_BASE_URL).host}`, result)}`)
  if (result.passed / result.total < env.CHAT_EVAL_MIN) {
    console.error(`\nBelow CHAT_EVAL_MIN=${env.CHAT_EVAL_MIN}.`)
    process.exitCode = 1
  }
}
