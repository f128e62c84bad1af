'use client'

import { useFormatter, useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'
import { ApiError } from '@/lib/api-client'
import { adminApi } from '../api/admin-api'
import { Field, inputClass } from '@kelp/ui'

/** Creates a signed, expiring link to a company's read-only portfolio (product.md §6). */
export function LinksPanel() {
  const t = useTranslations('admin.links')
  const tError = useTranslations('common.error')
  const format = useFormatter()
  const [email, setEmail] = useState('')
  const [link, setLink] = useState<{ url: string; expiresAt: string }>()
  const [error, setError] = useState<string>()

  async function submit(event: FormEvent) {
    event.preventDefault()
    setError(undefined)
    setLink(undefined)
    try {
      const res = await adminApi.portfolioLink(email.trim())
      setLink({
        url: new URL(res.url, window.location.origin).toString(),
        expiresAt: res.expiresAt,
      })
    } catch (e) {
      setError(e instanceof ApiError ? e.message : tError('something_wrong'))
    }
  }

  return (
    <section aria-labelledby="admin-links-title" className="grid max-w-3xl gap-4">
      <h2 id="admin-links-title" className="text-xl font-bold">
        {t('title')}
      </h2>
      <p className="text-sm text-muted">{t('intro')}</p>
      <form
        noValidate
        onSubmit={submit}
        className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end"
      >
        <Field id="link-email" label={t('email')}>
          <input
            id="link-email"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            className={inputClass}
          />
        </Field>
        <button
          type="submit"
          className="h-(--height-btn-lg) rounded-md bg-kelp-700 px-4 font-semibold text-white"
        >
          {t('submit')}
        </button>
      </form>
      {error ? (
        <p role="alert" className="text-danger">
          {error}
        </p>
      ) : null}
      {link ? (
        <div role="status" className="grid gap-1 rounded-lg bg-kelp-50 p-4 text-sm">
          <a
            href={link.url}
            target="_blank"
            rel="noreferrer"
            className="font-semibold break-all text-kelp-700 underline"
          >
            {link.url}
          </a>
          <span className="text-muted">
            {t('expires', {
              date: format.dateTime(new Date(link.expiresAt), {
                dateStyle: 'medium',
                timeStyle: 'short',
              }),
            })}
          </span>
        </div>
      ) : null}
    </section>
  )
}
