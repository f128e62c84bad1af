'use client'

import { CHAT_MESSAGE_MAX, SUGGESTED_QUESTION_KEYS } from '@kelp/core/chat'
import { useTranslations } from 'next-intl'
import dynamic from 'next/dynamic'
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react'
import { useChat } from '../hooks/use-chat'

/** The conversation, loaded with the first question: until then there is nothing to show. */
const ChatLog = dynamic(() => import('./chat-log').then((m) => m.ChatLog))

/** The project chat assistant (product.md §1, §9): suggestions, log, typing indicator, errors. */
export function ChatPanel({
  projectId,
  projectName,
  locale,
}: {
  projectId: string
  projectName: string
  locale: string
}) {
  const t = useTranslations('chat')
  const { entries, pending, failed, ask } = useChat(projectId, projectName, locale)
  const [draft, setDraft] = useState('')
  const inputId = useId()
  const hintId = useId()

  const submit = (event?: FormEvent) => {
    event?.preventDefault()
    if (!draft.trim() || pending) return
    void ask(draft)
    setDraft('')
  }
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event)
  }

  return (
    <section
      aria-labelledby="chat-title"
      className="mt-8 grid min-w-0 gap-4 rounded-xl border border-line p-4 sm:p-5"
    >
      <div className="grid gap-1">
        <h2 id="chat-title" className="text-lg font-semibold">
          {t('title')}
        </h2>
        <p className="text-sm text-muted">{t('intro', { name: projectName })}</p>
      </div>
      <ul aria-label={t('suggestionsLabel')} className="flex flex-wrap gap-2">
        {SUGGESTED_QUESTION_KEYS.map((key) => {
          const question = t(`suggestions.${key}`, { name: projectName })
          return (
            <li key={key}>
              <button
                type="button"
                disabled={pending}
                onClick={() => void ask(question)}
                className="rounded-full border border-kelp-200 bg-kelp-50 px-3 py-1.5 text-left text-sm text-kelp-900 hover:bg-kelp-100 disabled:opacity-60"
              >
                {question}
              </button>
            </li>
          )
        })}
      </ul>
      {entries.length > 0 || pending ? <ChatLog entries={entries} pending={pending} /> : null}
      {failed ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-danger">
          <p>{t('error')}</p>
          <button
            type="button"
            onClick={() => void ask(failed, true)}
            className="font-semibold underline"
          >
            {t('retry')}
          </button>
        </div>
      ) : null}
      <form onSubmit={submit} className="grid gap-2">
        <label htmlFor={inputId} className="text-sm font-semibold">
          {t('inputLabel')}
        </label>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <textarea
            id={inputId}
            rows={2}
            value={draft}
            maxLength={CHAT_MESSAGE_MAX}
            placeholder={t('placeholder')}
            aria-describedby={hintId}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
            className="min-w-0 flex-1 resize-y rounded-md border border-line px-3 py-2"
          />
          <button
            type="submit"
            disabled={pending || !draft.trim()}
            className="inline-flex h-(--height-btn-lg) items-center justify-center rounded-md bg-kelp-700 px-5 font-semibold text-white hover:bg-kelp-900 disabled:opacity-60"
          >
            {t('send')}
          </button>
        </div>
        <p id={hintId} className="flex justify-between gap-2 text-xs text-muted">
          <span>{t('hint')}</span>
          <span>{t('counter', { count: draft.length, max: CHAT_MESSAGE_MAX })}</span>
        </p>
      </form>
    </section>
  )
}
