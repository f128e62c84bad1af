import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import type { ChatSource } from '@kelp/core/chat'
import { timestamps } from './common'
import { projects } from './projects'

/** One chat about one project; anonymous (product.md §6), so no user is attached. */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    ...timestamps,
  },
  (t) => [index('chat_conversations_project_idx').on(t.projectId)],
)

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    role: text('role').$type<'user' | 'assistant'>().notNull(),
    content: text('content').notNull(),
    sources: jsonb('sources').$type<ChatSource[]>().notNull().default([]),
    answeredBy: text('answered_by'),
    ...timestamps,
  },
  (t) => [index('chat_messages_conversation_idx').on(t.conversationId, t.createdAt)],
)
