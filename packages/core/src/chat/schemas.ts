import { z } from 'zod'
import { CHAT_MESSAGE_MAX } from './constants'

export const chatMessageBodySchema = z
  .object({
    message: z
      .string()
      .trim()
      .min(1)
      .max(20_000)
      .describe(`The question (at most ${CHAT_MESSAGE_MAX} characters)`),
    projectId: z.uuid().describe('The project the question is about'),
    conversationId: z.uuid().optional().describe('Continue this conversation; omit to start one'),
    projectName: z
      .string()
      .max(200)
      .optional()
      .describe('Display name the page shows (informational)'),
  })
  .describe('ChatMessageBody')
export type ChatMessageBody = z.infer<typeof chatMessageBodySchema>

export const chatSourceSchema = z
  .object({
    key: z.string().describe('Which project fact was used, e.g. price, permanence, text.about'),
    label: z.string().describe('The fact name in the request language'),
    value: z.string().describe('The fact as stated in the project data'),
  })
  .describe('ChatSource')
export type ChatSource = z.infer<typeof chatSourceSchema>

export const chatMessageResponseSchema = z
  .object({
    conversationId: z.uuid().describe('Send it with the next question to continue'),
    reply: z.string().describe('The answer in the request language'),
    sources: z.array(chatSourceSchema).describe('Project facts the answer is based on'),
    answeredBy: z
      .enum(['llm', 'embedded'])
      .describe(
        "Who answered: the configured language model, or Kelp's embedded answerer (no model configured, or it failed or was too slow)",
      ),
  })
  .describe('ChatMessageResponse')
export type ChatMessageResponse = z.infer<typeof chatMessageResponseSchema>
