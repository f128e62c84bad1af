'use client'

import type { ChatSource } from '@kelp/core/chat'
import { useCallback, useRef, useState } from 'react'
import { sendChatMessage } from '../api/chat-api'

export interface ChatEntry {
  id: number
  role: 'user' | 'assistant'
  text: string
  sources?: ChatSource[]
}

/** One conversation about one project, kept while the page stays open. */
export function useChat(projectId: string, projectName: string, locale: string) {
  const [entries, setEntries] = useState<ChatEntry[]>([])
  const [pending, setPending] = useState(false)
  const [failed, setFailed] = useState<string | null>(null)
  const conversationId = useRef<string | undefined>(undefined)
  const nextId = useRef(0)

  const ask = useCallback(
    async (message: string, retry = false) => {
      const text = message.trim()
      if (!text || pending) return
      setFailed(null)
      if (!retry) setEntries((list) => [...list, { id: nextId.current++, role: 'user', text }])
      setPending(true)
      try {
        const res = await sendChatMessage(
          { message: text, projectId, projectName, conversationId: conversationId.current },
          locale,
        )
        conversationId.current = res.conversationId
        setEntries((list) => [
          ...list,
          { id: nextId.current++, role: 'assistant', text: res.reply, sources: res.sources },
        ])
      } catch {
        setFailed(text)
      } finally {
        setPending(false)
      }
    },
    [pending, projectId, projectName, locale],
  )

  return { entries, pending, failed, ask }
}
