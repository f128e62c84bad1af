import { VCMI_TIERS } from '@kelp/core/scorecard'
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

function resultsTexts(t: Translate): ScorecardResultsTexts {
  return {
    title: withMarkers(t, 'results.title', ['company']),
    intro: withMarkers(t, 'results.intro', ['tonnes']),
    columns: read(t, 'results', RESULT_COLUMNS),
    tiers: read(
      t,
      'results',
      VCMI_TIERS.map(({ tier }) => tier),
    ),
    summary: withMarkers(t, 'results.summary', ['cost']),
    // The price is the scorecard's own (taken from the stock when it was generated), so the
    // browser fills it in; nothing about prices is fixed at build.
    assumptions: withMarkers(t, 'results.assumptions', ['price', 'date']),
    assumptionsEstimate: withMarkers(t, 'results.assumptionsEstimate', ['price']),
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
    results: resultsTexts(t),
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
    results: resultsTexts(t),
    loading: t('loading'),
    notFound: t('notFound'),
    back: t('back'),
  }
}
