'use client'

import {
  API_KEY_MODES,
  API_KEY_NAME_MAX,
  API_KEY_SCOPES,
  type ApiKeyMode,
  type ApiKeyScope,
  type CreatedApiKey,
} from '@kelp/core/api-keys'
import { useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Field } from '@kelp/ui'
import { ApiError, pageErrorText } from '@/lib/api-client'
import { createApiKey } from '../api/api-keys-api'

/** Name, scopes and mode of a new key; hands the created key (with its secret) up. */
export function CreateKeyForm({ onCreated }: { onCreated: (created: CreatedApiKey) => void }) {
  const t = useTranslations('apiKeys')
  const tError = useTranslations('common.error')
  const [name, setName] = useState('')
  const [mode, setMode] = useState<ApiKeyMode>('test')
  const [scopes, setScopes] = useState<ApiKeyScope[]>(['catalogue:read'])
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!name.trim()) return setError(t('nameRequired'))
    if (scopes.length === 0) return setError(t('scopeRequired'))
    setBusy(true)
    setError(undefined)
    try {
      onCreated(await createApiKey({ name: name.trim(), mode, scopes }))
      setName('')
    } catch (e) {
      setError(
        e instanceof ApiError && e.field
          ? t('invalid')
          : pageErrorText(e, tError('something_wrong')),
      )
    } finally {
      setBusy(false)
    }
  }

  const toggle = (scope: ApiKeyScope) =>
    setScopes((s) => (s.includes(scope) ? s.filter((x) => x !== scope) : [...s, scope]))

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-4 rounded-xl border border-line p-4 md:p-6"
    >
      <h2 className="text-xl font-bold">{t('createTitle')}</h2>
      <Field
        name="api-key-name"
        label={t('name')}
        value={name}
        maxLength={API_KEY_NAME_MAX}
        onChange={(e) => setName(e.target.value)}
      />
      <fieldset className="grid gap-2">
        <legend className="font-medium">{t('scopes')}</legend>
        {API_KEY_SCOPES.map((scope) => (
          <label key={scope} className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={scopes.includes(scope)}
              onChange={() => toggle(scope)}
            />
            {t(`scope.${scope}`)}
          </label>
        ))}
      </fieldset>
      <fieldset className="grid gap-2">
        <legend className="font-medium">{t('mode')}</legend>
        {API_KEY_MODES.map((m) => (
          <label key={m} className="flex items-center gap-2">
            <input
              type="radio"
              name="api-key-mode"
              checked={mode === m}
              onChange={() => setMode(m)}
            />
            {t(`modes.${m}`)}
          </label>
        ))}
      </fieldset>
      {error ? (
        <p role="alert" className="text-danger">
          {error}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={busy}>
          {t('create')}
        </Button>
      </div>
    </form>
  )
}
