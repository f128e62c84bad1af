import { CHAT_MESSAGE_MAX, type ChatMessageBody, type ChatMessageResponse } from '@kelp/core/chat'
import type { Locale } from '@kelp/core/http'
import type { AppDeps } from '../../deps'
import { AppError } from '../../lib/app-error'
import { findProjectName } from '../projects'
import { getProject } from '../projects'
import { findConversation, findMessages, insertConversation, insertMessages } from './repository'

const PROJECT_MISSING = { en: 'This project does not exist.', de: 'Dieses Projekt gibt es nicht.' }

/** Answers one question about one project and stores both sides of the exchange. */
export async function sendMessage(
  deps: Pick<AppDeps, 'db' | 'answerer'>,
  { body, locale }: { body: ChatMessageBody; locale: Locale },
): Promise<ChatMessageResponse> {
  const { db } = deps
  if (body.message.length > CHAT_MESSAGE_MAX) {
    throw new AppError('bad_request', {
      en: `Your message is too long: please keep it to ${CHAT_MESSAGE_MAX} characters (it has ${body.message.length}).`,
      de: `Ihre Nachricht ist zu lang: bitte höchstens ${CHAT_MESSAGE_MAX} Zeichen (sie hat ${body.message.length}).`,
    })
  }
  const found = await findProjectName(db, body.projectId)
  if (!found) throw new AppError('not_found', PROJECT_MISSING)
  let conversationId = body.conversationId
  if (conversationId) {
    const conversation = await findConversation(db, conversationId)
    if (!conversation || conversation.projectId !== body.projectId) {
      throw new AppError('not_found', {
        en: 'This conversation does not exist. Please start a new one.',
        de: 'Diese Unterhaltung gibt es nicht. Bitte beginnen Sie eine neue.',
      })
    }
  } else {
    conversationId = (await insertConversation(db, body.projectId, locale)).id
  }
  const [project, history] = await Promise.all([
    getProject(deps, { slug: found.slug, locale }),
    findMessages(db, conversationId),
  ])
  const answer = await deps.answerer.answer({
    project,
    question: body.message,
    locale,
    history,
  })
  const now = Date.now()
  await insertMessages(db, [
    { conversationId, role: 'user', content: body.message, createdAt: new Date(now) },
    {
      conversationId,
      role: 'assistant',
      content: answer.reply,
      sources: answer.sources,
      answeredBy: answer.answeredBy,
      createdAt: new Date(now + 1),
    },
  ])
  return {
    conversationId,
    reply: answer.reply,
    sources: answer.sources,
    answeredBy: answer.answeredBy,
  }
}
