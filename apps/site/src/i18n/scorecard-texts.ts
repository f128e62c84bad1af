import {
  KELP_PRICE_CENTS_PER_TONNE,
  MARKET_PRICE_CENTS_PER_TONNE,
  VCMI_TIERS,
} from '@kelp/core/scorecard'
import { scorecardFormat } from '../islands/scorecard/format'
import {
  RESULT_COLUMNS,
  type ScorecardFlowTexts,
  type ScorecardResultsTexts,
  type SharedScorecardTexts,
} from '../islands/scorecard/texts'
import { SCORECARD_FIELD_ERRORS, type ScorecardFieldError } from '../lib/scorecard-fields'
import type { SiteLocale } from './locales'
import { withMarkers } from './markers'
import { translator, type Translate } from './translate'

/** The scorecard islands' texts, resolved at build from the catalogues the app's scorecard read. */

/** `keys` read under `prefix` of the scorecard namespace. */
function read<K extends string>(t: Translate, prefix: string, keys: readonly K[]) {
  return Object.fromEntries(keys.map((key) => [key, t(`${prefix}.${key}`)])) as Record<K, string>
}

function resultsTexts(locale: SiteLocale, t: Translate): ScorecardResultsTexts {
  const { euros } = scorecardFormat(locale)
  return {
    title: withMarkers(t, 'results.title', ['company']),
    intro: withMarkers(t, 'results.intro', ['tonnes']),
    columns: read(t, 'results', RESULT_COLUMNS),
    tiers: read(
      t,
      'results',
      VCMI_TIERS.map(({ tier }) => tier),
    ),
    summary: withMarkers(t, 'results.summary', ['cost', 'savings']),
    assumptions: t('results.assumptions', {
      kelp: euros(KELP_PRICE_CENTS_PER_TONNE),
      market: euros(MARKET_PRICE_CENTS_PER_TONNE),
    }),
  }
}

/** A field error's text: the scorecard's own for a required field or a malformed e-mail. */
function errorText(code: ScorecardFieldError, t: Translate, common: Translate): string {
  if (code === 'required' || code === 'tonnes') return t(`errors.${code}`)
  if (code === 'email_validation_wrong_domain' || code === 'email_validation_wrong_name')
    return t('errors.email')
  return common(`error.${code}`)
}

export function scorecardFlowTexts(locale: SiteLocale): ScorecardFlowTexts {
  const t = translator(locale, 'scorecard')
  const common = translator(locale, 'common')
  return {
    details: read(t, 'form', [
      'title',
      'firstName',
      'companyName',
      'email',
      'message',
      'submit',
      'sending',
    ]),
    generate: read(t, 'generate', ['title', 'emissions', 'hint', 'submit', 'sending']),
    results: resultsTexts(locale, t),
    share: read(t, 'share', ['title', 'text', 'label', 'copy', 'copied', 'open']),
    back: t('back'),
    errors: Object.fromEntries(
      SCORECARD_FIELD_ERRORS.map((code) => [code, errorText(code, t, common)]),
    ) as ScorecardFlowTexts['errors'],
    somethingWrong: common('error.something_wrong'),
  }
}

export function sharedScorecardTexts(locale: SiteLocale): SharedScorecardTexts {
  const t = translator(locale, 'scorecard')
  return {
    results: resultsTexts(locale, t),
    loading: t('loading'),
    notFound: t('notFound'),
    back: t('back'),
  }
}
