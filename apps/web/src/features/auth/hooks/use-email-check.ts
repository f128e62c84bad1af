import { useTranslations } from 'next-intl'
import { validateBusinessEmail } from '@kelp/core/auth'

/** The product.md §5 company e-mail rules as a translated message, or null when the address is fine. */
export function useEmailCheck() {
  const t = useTranslations('common.error')
  return (email: string): string | null => {
    if (!email.trim()) return t('required')
    const code = validateBusinessEmail(email)
    return code ? t(code) : null
  }
}
