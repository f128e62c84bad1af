'use client'

import type { ProjectEnquiryBody } from '@kelp/core/projects'
import { useLocale, useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'
import { buttonClasses } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { useAuth } from '@/features/auth'
import { ApiError } from '@/lib/api-client'
import { sendEnquiry } from '../../api/projects-api'
import { validateEnquiry, type EnquiryError, type EnquiryField } from '../../lib/enquiry-validation'

const EMPTY: ProjectEnquiryBody = { email: '', firstName: '', lastName: '', phone: '', needs: '' }
const FIELDS: { name: EnquiryField; type: string; autoComplete: string }[] = [
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'firstName', type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', type: 'text', autoComplete: 'family-name' },
  { name: 'phone', type: 'tel', autoComplete: 'tel' },
]
const inputClass = 'h-(--height-btn-lg) w-full rounded-md border border-line px-3'

/** Enquiry modal: form → submitting → thank-you. */
export function EnquiryDialog({
  projectId,
  projectName,
  open,
  onClose,
}: {
  projectId: string
  projectName: string
  open: boolean
  onClose: () => void
}) {
  const t = useTranslations('projects.enquiry')
  const tError = useTranslations('common.error')
  const locale = useLocale()
  const { user } = useAuth()
  // What the visitor typed; a signed-in user's profile fills the rest (e-mail and name).
  const [edited, setEdited] = useState<Partial<ProjectEnquiryBody>>({})
  const values: ProjectEnquiryBody = {
    ...EMPTY,
    ...(user ? { email: user.email, firstName: user.firstName, lastName: user.lastName } : {}),
    ...edited,
  }
  const [errors, setErrors] = useState<Partial<Record<EnquiryField, EnquiryError>>>({})
  const [state, setState] = useState<'form' | 'submitting' | 'sent'>('form')
  const [serverError, setServerError] = useState<string>()

  const message = (e: EnquiryError) => (e === 'phoneInvalid' ? t('phoneInvalid') : tError(e))
  const close = () => {
    onClose()
    if (state === 'sent') {
      setEdited({})
      setState('form')
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    const found = validateEnquiry(values)
    setErrors(found)
    setServerError(undefined)
    if (Object.keys(found).length) return
    setState('submitting')
    try {
      await sendEnquiry(projectId, { ...values, needs: values.needs || undefined }, locale)
      setState('sent')
    } catch (error) {
      setServerError(error instanceof ApiError ? error.message : tError('something_wrong'))
      setState('form')
    }
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      title={state === 'sent' ? t('thanksTitle') : t('title', { name: projectName })}
    >
      {state === 'sent' ? (
        <div className="grid gap-4">
          <p role="status">{t('thanksText')}</p>
          <button type="button" className={`${buttonClasses()} justify-self-end`} onClick={close}>
            {t('close')}
          </button>
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
          {FIELDS.map(({ name, type, autoComplete }) => (
            <div key={name} className={`grid gap-1 ${name === 'email' ? 'sm:col-span-2' : ''}`}>
              <label htmlFor={`enquiry-${name}`} className="text-sm font-medium">
                {t(name)}
              </label>
              <input
                id={`enquiry-${name}`}
                type={type}
                autoComplete={autoComplete}
                required
                aria-invalid={Boolean(errors[name])}
                aria-describedby={errors[name] ? `enquiry-${name}-error` : undefined}
                value={values[name]}
                onChange={(e) => setEdited({ ...edited, [name]: e.target.value })}
                className={inputClass}
              />
              {errors[name] ? (
                <p id={`enquiry-${name}-error`} className="text-sm text-danger">
                  {message(errors[name])}
                </p>
              ) : null}
            </div>
          ))}
          <div className="grid gap-1 sm:col-span-2">
            <label htmlFor="enquiry-needs" className="text-sm font-medium">
              {t('needs')}
            </label>
            <textarea
              id="enquiry-needs"
              rows={3}
              value={values.needs}
              onChange={(e) => setEdited({ ...edited, needs: e.target.value })}
              className="w-full rounded-md border border-line px-3 py-2"
            />
          </div>
          {serverError ? (
            <p role="alert" className="text-sm text-danger sm:col-span-2">
              {serverError}
            </p>
          ) : null}
          <div className="flex justify-end gap-3 sm:col-span-2">
            <button type="button" className={buttonClasses({ variant: 'ghost' })} onClick={close}>
              {t('close')}
            </button>
            <button type="submit" className={buttonClasses()} disabled={state === 'submitting'}>
              {state === 'submitting' ? t('submitting') : t('submit')}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  )
}
