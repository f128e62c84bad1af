import type { Env } from '../../config/env'
import { embeddedAnswerer } from './embedded'
import { createOpenAiAnswerer } from './openai'
import type { ChatAnswerer } from './types'

export type { ChatAnswer, ChatAnswerer, ChatTurn } from './types'
export type { ChatProject } from './project'

/** The LLM when LLM_BASE_URL, LLM_API_KEY and LLM_MODEL are set; else the embedded answerer. */
export function createChatAnswerer(
  env: Env,
  log?: { warn(obj: object, msg: string): void },
): ChatAnswerer {
  if (env.LLM_BASE_URL && env.LLM_API_KEY && env.LLM_MODEL) {
    return createOpenAiAnswerer(
      {
        baseUrl: env.LLM_BASE_URL,
        apiKey: env.LLM_API_KEY,
        model: env.LLM_MODEL,
        timeoutMs: env.LLM_TIMEOUT_MS,
      },
      log,
    )
  }
  return embeddedAnswerer
}
