/**
 * Project sites come from the registries as English free text ("Tampere, Finland", "USA",
 * "Scotia, CA"). Screens name the country from its ISO code in the reader's language, so the
 * site is shown only for what it adds beyond the country.
 */

/** English spellings the sources use besides the standard English country name. */
const COUNTRY_ALIASES: Record<string, string[]> = {
  US: ['USA', 'U.S.', 'US', 'United States', 'United States of America'],
  GB: ['UK', 'United Kingdom', 'Great Britain'],
  CD: ['Democratic Republic of Congo', 'Democratic Republic of the Congo', 'DR Congo', 'DRC'],
  TZ: ['Tanzania', 'Tanzania United Republic of', 'United Republic of Tanzania'],
  TR: ['Turkey', 'Türkiye'],
}

const englishRegions = new Intl.DisplayNames(['en'], { type: 'region' })

const normal = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase()

function namesCountry(part: string, countryCode: string): boolean {
  const names = [
    englishRegions.of(countryCode) ?? countryCode,
    ...(COUNTRY_ALIASES[countryCode] ?? []),
  ]
  return names.some((name) => normal(name) === normal(part))
}

/**
 * The part of a source's location label below the country ("Tampere" of "Tampere, Finland"),
 * or null when the label names nothing but the country.
 */
export function projectSite(locationLabel: string, countryCode: string): string | null {
  const parts = locationLabel.split(',').map((part) => part.trim())
  while (parts.length > 0 && namesCountry(parts[parts.length - 1]!, countryCode)) parts.pop()
  const site = parts.filter(Boolean).join(', ')
  return site || null
}
