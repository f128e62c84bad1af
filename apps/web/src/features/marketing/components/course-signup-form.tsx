'use client'

import type { CourseEnrolmentResponse } from '@kelp/core/course'
import { useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'
import { Field, businessEmailError, requiredError, FormFooter } from '@kelp/ui'
import { ApiError } from '@/lib/api-client'
import { enrolInCourse } from '../api/enrol-course'
import { useContactFormErrors } from '@/components/form/use-contact-errors'

type FieldName = 'firstName' | 'email' | 'consent'

/** Sign-up for the free e-mail course: first name, company e-mail, consent. */
export function CourseSignupForm() {
  const t = useTranslations('course.form')
  const tError = useTranslations('common.error')
  const { check, message } = useContactFormErrors<FieldName>()
  const [sending, setSending] = useState(false)
  const [result, setResult] = useState<CourseEnrolmentResponse['status']>()
  const [serverError, setServerError] = useState<string>()

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const value = (name: string) => String(data.get(name) ?? '').trim()
    const valid = check({
      firstName: requiredError(value('firstName')),
      email: businessEmailError(value('email')),
      consent: data.get('consent') === 'on' ? undefined : 'required',
    })
    if (!valid) return
    setSending(true)
    setServerError(undefined)
    try {
      const answer = await enrolInCourse({
        firstName: value('firstName'),
        email: value('email'),
        consent: true,
      })
      setResult(answer.status)
    } catch (error) {
      setServerError(error instanceof ApiError ? error.message : tError('something_wrong'))
    } finally {
      setSending(false)
    }
  }

  if (result) {
    return (
      <p role="status" className="max-w-2xl rounded-2xl bg-kelp-50 p-6 font-medium">
        {t(`success.${result}`)}
      </p>
    )
  }
  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('title')} className="grid max-w-2xl gap-4">
      <Field
        name="firstName"
        label={t('firstName')}
        autoComplete="given-name"
        error={message('firstName')}
      />
      <Field
        name="email"
        type="email"
        label={t('email')}
        autoComplete="email"
        error={message('email')}
      />
      <FormFooter
        consentLabel={t('consent')}
        consentError={message('consent')}
        serverError={serverError}
        sending={sending}
        submitLabel={t('submit')}
        sendingLabel={t('sending')}
      />
    </form>
  )
}
