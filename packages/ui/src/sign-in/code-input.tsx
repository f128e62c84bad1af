'use client'

import { useEffect, useRef, type ClipboardEvent, type KeyboardEvent } from 'react'
import { OTP_LENGTH } from '@kelp/core/auth'

const onlyDigits = (value: string) => value.replace(/\D/g, '')

/**
 * Five single-digit boxes (product.md §5 "Code input"): digits only, paste fills from the current
 * box, Backspace clears and moves back, arrows move, the fifth digit calls onComplete.
 */
export function CodeInput({
  value,
  onChange,
  onComplete,
  label,
  digitLabel,
  disabled = false,
}: {
  value: string[]
  onChange: (digits: string[]) => void
  onComplete: (code: string) => void
  label: string
  digitLabel: (index: number) => string
  disabled?: boolean
}) {
  const refs = useRef<(HTMLInputElement | null)[]>([])
  const focus = (index: number) =>
    refs.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))]?.focus()

  const allEmpty = value.every((d) => d === '')
  // A fresh or cleared (after a wrong code) input is ready for typing at once.
  useEffect(() => {
    if (allEmpty && !disabled) refs.current[0]?.focus()
  }, [allEmpty, disabled])

  const commit = (digits: string[], nextFocus: number) => {
    onChange(digits)
    focus(nextFocus)
    if (digits.every((d) => d !== '')) onComplete(digits.join(''))
  }

  const handleInput = (index: number, raw: string) => {
    const digits = onlyDigits(raw)
    if (!digits) return
    const next = [...value]
    next[index] = digits.charAt(digits.length - 1)
    commit(next, index + 1)
  }

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault()
    const digits = onlyDigits(event.clipboardData.getData('text')).slice(0, OTP_LENGTH - index)
    if (!digits) return
    const next = [...value]
    digits.split('').forEach((d, offset) => (next[index + offset] = d))
    commit(next, index + digits.length)
  }

  const handleKey = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault()
      const next = [...value]
      next[index] = ''
      onChange(next)
      focus(index - 1)
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault()
      focus(index - 1)
    } else if (event.key === 'ArrowRight') {
      event.preventDefault()
      focus(index + 1)
    }
  }

  return (
    <fieldset className="flex justify-center gap-2 sm:gap-3" disabled={disabled}>
      <legend className="sr-only">{label}</legend>
      {value.map((digit, index) => (
        <input
          key={index}
          ref={(el) => {
            refs.current[index] = el
          }}
          value={digit}
          onChange={(event) => handleInput(index, event.target.value)}
          onPaste={(event) => handlePaste(index, event)}
          onKeyDown={(event) => handleKey(index, event)}
          onFocus={(event) => event.target.select()}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          maxLength={2}
          aria-label={digitLabel(index + 1)}
          className="size-12 rounded-lg border border-line text-center text-2xl font-semibold focus:border-kelp-700 sm:size-14"
        />
      ))}
    </fieldset>
  )
}
