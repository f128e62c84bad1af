import { useCallback, useEffect, useRef, useState } from 'react'
import { AUTO_LOGIN_CODE, CODE_NOTICE_MS, OTP_LENGTH } from '@kelp/core/auth'
import { trackAuthEvent } from './analytics'

export type OtpStep = 0 | 1 | 2

/** The two one-time-code calls (product.md §6); a failure throws an error with the HTTP status. */
export interface OtpApi {
  requestOtp: (email: string, path: string) => Promise<{ masterCode: boolean; autoLogin: boolean }>
  /** Signs in: the web server keeps the session in its HttpOnly cookie. */
  loginOtp: (email: string, code: string) => Promise<unknown>
}

export interface OtpFlowOptions {
  api: OtpApi
  /** The page the modal opened on, sent with the code request. */
  path: string
  /** After the login call: loads the profile; false when that failed (the flow starts over). */
  onSignedIn: () => Promise<boolean>
  /** Shown when a failed code check carries no message of its own. */
  somethingWrong: string
}

const emptyDigits = () => Array.from({ length: OTP_LENGTH }, () => '')

/** The HTTP status and server message an API client's error carries, if any. */
function failure(error: unknown): { status: number; message: string } | null {
  if (!(error instanceof Error)) return null
  const status = (error as { status?: unknown }).status
  return typeof status === 'number' ? { status, message: error.message } : null
}

/** The passwordless modal's state machine (product.md §2, §4 "One-time-code modal"). */
export function useOtpFlow({ api, path, onSignedIn, somethingWrong }: OtpFlowOptions) {
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
      await api.loginOtp(address, code)
      // Success closes the modal (which drops this state); going back to step 0 first would
      // show the e-mail step again while the profile loads.
      if (!(await onSignedIn())) reset()
    } catch (err) {
      setDigits(emptyDigits())
      const failed = failure(err)
      if (failed?.status === 410) {
        setExpired(true)
        later(reset)
      } else {
        setError(failed?.message || somethingWrong)
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
      const check = await api.requestOtp(address, path)
      setEmail(address)
      setMasterCode(check.masterCode)
      if (check.autoLogin) return await verify(AUTO_LOGIN_CODE, address)
      setStep(1)
    } catch (err) {
      const failed = failure(err)
      if (failed?.status === 403) setStep(2)
      else {
        console.error('sign-in check failed', err)
        if (failed && failed.status < 500) setError(failed.message)
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
      await api.requestOtp(email, path)
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
