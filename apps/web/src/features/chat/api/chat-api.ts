import type { ChatMessageBody, ChatMessageResponse } from '@kelp/core/chat'
import { api } from '@/lib/api-client'

export function sendChatMessage(body: ChatMessageBody, locale: string, signal?: AbortSignal) {
  return api.post<ChatMessageResponse>('/api/chat/message', body, { locale, signal })
}
