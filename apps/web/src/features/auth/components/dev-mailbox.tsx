'use client'

import { useCallback, useEffect, useState } from 'react'
import { useFormatter, useTranslations } from 'next-intl'
import type { DevMail, DevMailList } from '@kelp/core/dev-mail'
import { Button } from '@/components/ui/button'
import { api } from '@/lib/api-client'

const URL_PATTERN = /(https?:\/\/[^\s<>"]+)/g

/** Plain text with its links clickable. */
function LinkedText({ text }: { text: string }) {
  return (
    <p className="text-sm break-words whitespace-pre-wrap">
      {text.split(URL_PATTERN).map((part, i) =>
        i % 2 === 1 ? (
          <a key={i} href={part} className="text-kelp-700 underline">
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </p>
  )
}

/** Links in the rendered mail open a new tab; the frame itself runs no script. */
const inFrame = (html: string) => html.replace(/<head>/i, '<head><base target="_blank">')

function MailItem({ mail }: { mail: DevMail }) {
  const t = useTranslations('mailbox')
  const format = useFormatter()
  const headers = Object.entries(mail.headers ?? {})
  return (
    <li className="rounded-xl border border-line bg-white p-4">
      <article aria-label={mail.subject} className="grid gap-3">
        <header>
          <h2 className="text-lg font-semibold">{mail.subject}</h2>
          <p className="text-sm text-muted">
            {t('to')} {mail.to} · {t('from')} {mail.from} ·{' '}
            {format.dateTime(new Date(mail.createdAt), {
              dateStyle: 'medium',
              timeStyle: 'medium',
            })}
          </p>
        </header>
        {headers.length ? (
          <dl aria-label={t('headers')} className="text-xs break-all text-muted">
            {headers.map(([name, value]) => (
              <div key={name}>
                <dt className="inline font-semibold">{name}: </dt>
                <dd className="inline">{value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <iframe
          title={`${t('htmlPart')}: ${mail.subject}`}
          srcDoc={inFrame(mail.html)}
          sandbox="allow-popups allow-popups-to-escape-sandbox"
          loading="lazy"
          className="h-120 w-full rounded-lg border border-line"
        />
        <section aria-label={t('textPart')}>
          <h3 className="mb-1 text-sm font-semibold text-muted">{t('textPart')}</h3>
          <LinkedText text={mail.text} />
        </section>
      </article>
    </li>
  )
}

export function DevMailbox() {
  const t = useTranslations('mailbox')
  const [mails, setMails] = useState<DevMail[] | null>(null)
  const [unavailable, setUnavailable] = useState(false)

  const load = useCallback(
    () =>
      api.get<DevMailList>('/api/dev/mail').then(
        (list) => setMails(list.mails),
        () => setUnavailable(true),
      ),
    [],
  )
  useEffect(() => void load(), [load])

  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <div className="mb-6 flex items-center justify-between gap-4">
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <Button variant="secondary" onClick={() => void load()}>
          {t('refresh')}
        </Button>
      </div>
      <p className="mb-6 text-muted">{t('intro')}</p>
      {unavailable ? <p role="alert">{t('unavailable')}</p> : null}
      {mails?.length === 0 ? <p>{t('empty')}</p> : null}
      <ul className="flex flex-col gap-4">
        {mails?.map((mail) => (
          <MailItem key={mail.id} mail={mail} />
        ))}
      </ul>
    </div>
  )
}
