'use client'

import { NextIntlClientProvider, type IntlError } from 'next-intl'
import type { ComponentProps } from 'react'
import { isKeysFormattingError } from './keys-locale'

type Props = Omit<ComponentProps<typeof NextIntlClientProvider>, 'onError'>

/**
 * next-intl's client provider with one difference: on the translators' `keys` pseudo-locale,
 * which no `Intl` formatter accepts, numbers and dates fall back to their plain value quietly
 * instead of logging a stack trace per call (in the browser and on every build).
 */
export function ClientIntlProvider({ locale, ...props }: Props) {
  const onError = (error: IntlError) => {
    if (isKeysFormattingError(locale, error.code)) return
    console.error(error)
  }
  return <NextIntlClientProvider locale={locale} onError={onError} {...props} />
}
