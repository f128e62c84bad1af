'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef } from 'react'
import type { ChatEntry } from '../hooks/use-chat'

/** The conversation so far; the panel renders it from the first question on. */
export function ChatLog({ entries, pending }: { entries: ChatEntry[]; pending: boolean }) {
  const t = useTranslations('chat')
  const end = useRef<HTMLLIElement>(null)
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' })
  }, [entries.length, pending])
  return (
    <ol
      role="log"
      aria-label={t('logLabel')}
      aria-live="polite"
      className="grid max-h-96 min-w-0 gap-3 overflow-y-auto"
    >
      {entries.map((entry) => (
        <li
          key={entry.id}
          className={
            entry.role === 'user'
              ? 'ml-8 justify-self-end rounded-lg break-words bg-kelp-700 px-4 py-2 text-white'
              : 'mr-8 grid min-w-0 gap-1 rounded-lg break-words bg-surface px-4 py-2'
          }
        >
          <span className="sr-only">{entry.role === 'user' ? t('you') : t('assistant')}: </span>
          <p className="whitespace-pre-line">{entry.text}</p>
          {entry.sources?.length ? (
            <p className="text-xs text-muted">
              {t('sources', { list: entry.sources.map((s) => s.label).join(', ') })}
            </p>
          ) : null}
        </li>
      ))}
      {pending ? (
        <li ref={end} className="mr-8 rounded-lg bg-surface px-4 py-2 text-muted" role="status">
          <span aria-hidden="true" className="mr-2 inline-flex gap-1">
            <span className="size-1.5 animate-pulse rounded-full bg-muted" />
            <span className="size-1.5 animate-pulse rounded-full bg-muted [animation-delay:150ms]" />
            <span className="size-1.5 animate-pulse rounded-full bg-muted [animation-delay:300ms]" />
          </span>
          {t('typing')}
        </li>
      ) : (
        <li ref={end} aria-hidden="true" />
      )}
    </ol>
  )
}
