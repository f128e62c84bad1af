import { asc, eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { chatConversations, chatMessages } from '../../db/schema'

export async function findConversation(db: Database, id: string) {
  const [row] = await db
    .select({ id: chatConversations.id, projectId: chatConversations.projectId })
    .from(chatConversations)
    .where(eq(chatConversations.id, id))
    .limit(1)
  return row
}

export async function insertConversation(db: Database, projectId: string, locale: string) {
  const [row] = await db
    .insert(chatConversations)
    .values({ projectId, locale })
    .returning({ id: chatConversations.id })
  return row!
}

export async function findMessages(db: Database, conversationId: string) {
  return db
    .select({ role: chatMessages.role, content: chatMessages.content })
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, conversationId))
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.role))
}

export async function insertMessages(db: Database, rows: (typeof chatMessages.$inferInsert)[]) {
  await db.insert(chatMessages).values(rows)
}
