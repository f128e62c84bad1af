import type { LocaleLinkComponent } from './link-component'

export interface LanguageTexts {
  label: string
  /** The language's name and its short form, by locale. */
  names: Record<string, string>
  short: Record<string, string>
}

/** Switches language and keeps the page (docs/product.md §1). */
export function LanguageSwitch({
  locales,
  current,
  texts,
  LocaleLink,
  className = '',
}: {
  locales: readonly string[]
  current: string
  texts: LanguageTexts
  LocaleLink: LocaleLinkComponent
  className?: string
}) {
  return (
    <div role="group" aria-label={texts.label} className={`flex items-center gap-1 ${className}`}>
      {locales.map((locale) => (
        <LocaleLink
          key={locale}
          locale={locale}
          lang={locale}
          aria-label={texts.names[locale] ?? locale}
          aria-current={current === locale ? 'true' : undefined}
          className={`rounded-md px-2 py-1 text-sm font-semibold ${
            current === locale ? 'bg-kelp-100 text-kelp-900' : 'text-muted hover:text-ink'
          }`}
        >
          {texts.short[locale] ?? locale}
        </LocaleLink>
      ))}
    </div>
  )
}
