/**
 * The texts of app/global-error.tsx, which replaces the root layout when that layout itself
 * fails: no message provider is left, and importing the catalogues would put them in every
 * page's JavaScript. A test keeps them equal to `system.error` in messages/{en,de}.json.
 */
export const GLOBAL_ERROR_TEXTS = {
  en: {
    title: 'Something went wrong',
    body: 'This page could not be shown. Please try again, or come back in a few minutes.',
    retry: 'Try again',
    reference: 'Reference for support: {digest}',
  },
  de: {
    title: 'Etwas ist schiefgelaufen',
    body: 'Diese Seite konnte nicht angezeigt werden. Bitte versuchen Sie es erneut oder kommen Sie in ein paar Minuten wieder.',
    retry: 'Erneut versuchen',
    reference: 'Referenz für den Support: {digest}',
  },
} as const

/** German under /de, English everywhere else (the routing's default). */
export const globalErrorLocale = (pathname: string) =>
  pathname === '/de' || pathname.startsWith('/de/') ? 'de' : 'en'
