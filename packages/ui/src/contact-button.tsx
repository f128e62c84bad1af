import { buttonClasses } from './button'
import { contactHref } from './links'

/** Opens our contact page in a new tab (docs/product.md §2); the host hides it on focused paths. */
export function ContactButton({
  locale,
  label,
  newTabLabel,
  className = '',
}: {
  locale: string
  label: string
  newTabLabel: string
  className?: string
}) {
  return (
    <a
      href={contactHref(locale)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={newTabLabel}
      className={`${buttonClasses({ size: 'lg' })} ${className}`}
    >
      {label}
    </a>
  )
}
