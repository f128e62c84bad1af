import type { ChatSource } from '@kelp/core/chat'
import type { Locale } from '@kelp/core/http'
import type { ChatProject } from './project'

export type AnswerKind = 'answer' | 'unknown' | 'off_topic'

export interface ChatAnswer {
  reply: string
  sources: ChatSource[]
  kind: AnswerKind
  answeredBy: 'embedded' | 'llm'
}

export interface ChatTurn {
  role: 'user' | 'assistant'
  content: string
}

export interface AnswerInput {
  project: ChatProject
  question: string
  locale: Locale
  history: ChatTurn[]
}

/** Anything that answers a question about one project. */
export interface ChatAnswerer {
  answer(input: AnswerInput): Promise<ChatAnswer>
}
