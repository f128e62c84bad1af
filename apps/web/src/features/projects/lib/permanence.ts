import { PERMANENT_STORAGE_YEARS } from '@kelp/core/projects'

/**
 * How long a project's carbon is stored, as a message key and its grouped figure: permanent
 * storage (the catalogue's 10,000 years) reads "10,000+ years (permanent)", the rest "755 years".
 */
export function permanenceText(
  formatNumber: (n: number) => string,
  years: number,
): { key: 'detail.years' | 'detail.permanentYears'; years: string } {
  return years >= PERMANENT_STORAGE_YEARS
    ? { key: 'detail.permanentYears', years: formatNumber(PERMANENT_STORAGE_YEARS) }
    : { key: 'detail.years', years: formatNumber(years) }
}
