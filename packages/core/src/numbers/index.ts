export {
  parseLocaleCents,
  parseLocaleDecimal,
  parseLocaleInteger,
  splitLocaleNumber,
  type LocaleNumber,
  type NumberLocale,
} from './parse'
