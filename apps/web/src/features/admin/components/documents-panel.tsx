'use client'

import { DOCUMENT_FILE_TYPES, MAX_UPLOAD_BYTES, UPLOAD_KINDS } from '@kelp/core/portfolio'
import { useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { ApiError } from '@/lib/api-client'
import { adminApi } from '../api/admin-api'
import { useCompanies } from '../hooks/use-companies'
import { Field, inputClass } from '@kelp/ui'
import { FormResult } from './form-result'

const maxMb = MAX_UPLOAD_BYTES / 1024 / 1024
const UPLOAD_ACCEPT = Object.keys(DOCUMENT_FILE_TYPES)
  .map((ext) => `.${ext}`)
  .join(',')

/** Upload a document for one company, kind and year, sent as multipart/form-data. */
export function DocumentsPanel() {
  const t = useTranslations('admin.documents')
  const tKind = useTranslations('admin.kinds')
  const tError = useTranslations('common.error')
  const companies = useCompanies()
  const [result, setResult] = useState<{ ok: boolean; text: string }>()
  const [sending, setSending] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    const file = data.get('file')
    const title = String(data.get('title') ?? '').trim()
    if (!(file instanceof File) || file.size === 0 || !title || !data.get('companyId')) {
      return setResult({ ok: false, text: t('missing') })
    }
    if (file.size > MAX_UPLOAD_BYTES)
      return setResult({ ok: false, text: t('tooLarge', { maxMb }) })
    setSending(true)
    setResult(undefined)
    try {
      data.set('title', title)
      const { document } = await adminApi.upload(data)
      form.reset()
      setResult({ ok: true, text: t('uploaded', { title: document.title }) })
    } catch (e) {
      setResult({ ok: false, text: e instanceof ApiError ? e.message : tError('something_wrong') })
    } finally {
      setSending(false)
    }
  }

  const thisYear = new Date().getFullYear()
  return (
    <section aria-labelledby="admin-docs-title" className="grid max-w-3xl gap-4">
      <h2 id="admin-docs-title" className="text-xl font-bold">
        {t('title')}
      </h2>
      <p className="text-sm text-muted">{t('intro')}</p>
      <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
        <Field id="doc-company" label={t('company')}>
          <select id="doc-company" name="companyId" className={inputClass} required>
            {companies.map((c) => (
              <option key={c.id} value={c.id}>{`${c.name} (${c.domain})`}</option>
            ))}
          </select>
        </Field>
        <Field id="doc-kind" label={t('kind')}>
          <select id="doc-kind" name="kind" className={inputClass}>
            {UPLOAD_KINDS.map((k) => (
              <option key={k} value={k}>
                {tKind(k)}
              </option>
            ))}
          </select>
        </Field>
        <Field id="doc-year" label={t('year')}>
          <input
            id="doc-year"
            name="year"
            type="number"
            min={1990}
            max={2100}
            defaultValue={thisYear}
            className={inputClass}
          />
        </Field>
        <Field id="doc-title" label={t('docTitle')}>
          <input id="doc-title" name="title" maxLength={200} className={inputClass} />
        </Field>
        <div className="sm:col-span-2">
          <Field id="doc-file" label={t('file')}>
            <input
              id="doc-file"
              name="file"
              type="file"
              accept={UPLOAD_ACCEPT}
              aria-describedby="doc-file-hint"
              className="text-sm"
            />
          </Field>
          <p id="doc-file-hint" className="mt-1 text-sm text-muted">
            {t('fileHint', { maxMb })}
          </p>
        </div>
        <FormResult result={result} />
        <Button type="submit" size="lg" disabled={sending} className="w-fit">
          {sending ? t('uploading') : t('submit')}
        </Button>
      </form>
    </section>
  )
}
