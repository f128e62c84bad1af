'use client'

import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslations } from 'next-intl'
import { AUTO_LOGIN_CODE, CODE_NOTICE_MS, OTP_LENGTH } from '@kelp/core/auth'
import { usePathname } from '@/i18n/navigation'
import { ApiError } from '@/lib/api-client'
import { trackAuthEvent } from '../analytics'
import { authApi } from '../api/auth-api'
import { useAuth } from '../use-auth'

export type OtpStep = 0 | 1 | 2
const emptyDigits = () => Array.from({ length: OTP_LENGTH }, () => '')

/** The passwordless modal's state machine (product.md §2, §4 "One-time-code modal"). */
export function useOtpFlow() {
  const t = useTranslations('common.error')
  const auth = useAuth()
  const pathname = usePathname()
  const [step, setStep] = useState<OtpStep>(0)
  const [email, setEmail] = useState('')
  const [digits, setDigits] = useState(emptyDigits)
  const [masterCode, setMasterCode] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [expired, setExpired] = useState(false)
  const [notice, setNotice] = useState<'submitting' | 'resending' | 'sent' | null>(null)
  const timers = useRef<number[]>([])

  const later = (fn: () => void) => timers.current.push(window.setTimeout(fn, CODE_NOTICE_MS))
  useEffect(() => () => timers.current.forEach((id) => window.clearTimeout(id)), [])

  const reset = useCallback(() => {
    setStep(0)
    setDigits(emptyDigits())
    setError(null)
    setExpired(false)
    setNotice(null)
    setMasterCode(false)
  }, [])

  const verify = async (code: string, address = email) => {
    setBusy(true)
    setError(null)
    try {
      await authApi.loginOtp(address, code)
      // Success closes the modal (which drops this state); going back to step 0 first would
      // show the e-mail step again while the profile loads.
      if (!(await auth.login())) reset()
    } catch (err) {
      setDigits(emptyDigits())
      if (err instanceof ApiError && err.status === 410) {
        setExpired(true)
        later(reset)
      } else {
        setError(err instanceof ApiError ? err.message : t('something_wrong_short'))
      }
    } finally {
      setBusy(false)
    }
  }

  const submitEmail = async (address: string) => {
    trackAuthEvent('auth_email_submit')
    setBusy(true)
    setError(null)
    try {
      const check = await authApi.requestOtp(address, pathname)
      setEmail(address)
      setMasterCode(check.masterCode)
      if (check.autoLogin) return await verify(AUTO_LOGIN_CODE, address)
      setStep(1)
    } catch (err) {
      if (err instanceof ApiError && err.status === 403) setStep(2)
      else {
        console.error('sign-in check failed', err)
        if (err instanceof ApiError && err.status < 500) setError(err.message)
      }
    } finally {
      setBusy(false)
    }
  }

  const submitManually = () => {
    setNotice('submitting')
    later(() => setNotice(null))
    void verify(digits.join(''))
  }

  const resend = async () => {
    setNotice('resending')
    try {
      await authApi.requestOtp(email, pathname)
      setNotice('sent')
      later(() => setNotice(null))
    } catch (err) {
      console.error('resend failed', err)
      setNotice(null)
    }
  }

  return {
    step,
    email,
    digits,
    setDigits,
    masterCode,
    busy,
    error,
    expired,
    notice,
    submitEmail,
    verify: (code: string) => void verify(code),
    submitManually,
    resend,
    reset,
    backToEmail: () => reset(),
  }
}

export type OtpFlow = ReturnType<typeof useOtpFlow>
