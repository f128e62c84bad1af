import { Link } from '@/i18n/navigation'

interface CtaLinkProps {
  href: string
  label: string
  variant?: 'primary' | 'secondary' | 'inverse'
}

export function CtaLink({ href, label, variant = 'primary' }: CtaLinkProps) {
  const look = {
    primary: 'bg-kelp-700 text-white hover:bg-kelp-900',
    secondary: 'border border-kelp-700 text-kelp-700 hover:bg-kelp-100',
    inverse: 'bg-white text-kelp-900 hover:bg-kelp-100',
  }[variant]
  return (
    <Link
      href={href}
      className={`inline-flex h-10 w-fit items-center rounded-full px-6 font-semibold focus-visible:ring-2 focus-visible:ring-kelp-500 focus-visible:ring-offset-2 focus-visible:outline-none ${look}`}
    >
      {label}
    </Link>
  )
}
