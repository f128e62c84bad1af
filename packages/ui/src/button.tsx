import type { ButtonHTMLAttributes } from 'react'

/** Heights 35/37/40 px and round sizes 48/40/32 px (docs/product.md §9; mirrored in the web app's config/layout.ts BUTTON). */
const SIZES = {
  sm: 'h-(--height-btn-sm) px-3 text-sm',
  md: 'h-(--height-btn-md) px-4 text-sm',
  lg: 'h-(--height-btn-lg) px-5 text-base',
} as const

const ROUND = {
  lg: 'size-(--size-round-lg)',
  md: 'size-(--size-round-md)',
  sm: 'size-(--size-round-sm)',
} as const

const VARIANTS = {
  primary: 'bg-kelp-700 text-white hover:bg-kelp-900',
  secondary: 'border border-kelp-700 text-kelp-700 hover:bg-kelp-50',
  ghost: 'text-ink hover:bg-surface',
} as const

export type ButtonVariant = keyof typeof VARIANTS
export type ButtonSize = keyof typeof SIZES

export function buttonClasses({
  variant = 'primary',
  size = 'md',
  round = false,
}: { variant?: ButtonVariant; size?: ButtonSize; round?: boolean } = {}): string {
  const shape = round ? `${ROUND[size]} justify-center rounded-full` : `${SIZES[size]} rounded-md`
  return `inline-flex items-center gap-2 font-semibold transition-colors disabled:opacity-50 ${shape} ${VARIANTS[variant]}`
}

export function Button({
  variant,
  size,
  round,
  className = '',
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant
  size?: ButtonSize
  round?: boolean
}) {
  return (
    <button
      type={type}
      className={`${buttonClasses({ variant, size, round })} ${className}`}
      {...props}
    />
  )
}
