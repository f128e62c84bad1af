import { describe, expect, it } from 'vitest'
import {
  allConsentKeys,
  allowedTools,
  allPreferences,
  customConsentKeys,
  dialogChoice,
} from './consent-mode'

describe('consent mode', () => {
  it('accept all and reject set every key alike', () => {
    expect(Object.values(allConsentKeys(true)).every(Boolean)).toBe(true)
    expect(Object.values(allConsentKeys(false)).some(Boolean)).toBe(false)
    expect(allPreferences(false)).toEqual({
      functional: false,
      marketing: false,
      analytics: false,
      hubspot: false,
    })
  })

  it('custom choices follow analytics, restricted processing is its inverse', () => {
    expect(
      customConsentKeys({ analytics: false, smartlook: true, linkedIn: false, hubspot: true }),
    ).toEqual({
      send_page_view: false,
      restricted_data_processing: true,
      allow_google_signals: false,
      allow_ad_personalization_signals: false,
      hubspot_tracking: true,
    })
    expect(
      customConsentKeys({ analytics: true, smartlook: true, linkedIn: true, hubspot: false }),
    ).toMatchObject({
      send_page_view: true,
      restricted_data_processing: false,
      hubspot_tracking: false,
    })
  })

  it('maps both stored shapes to the tools they allow', () => {
    expect(allowedTools(allPreferences(true))).toEqual({
      analytics: true,
      hubspot: true,
      smartlook: true,
      linkedIn: true,
    })
    expect(
      allowedTools({ analytics: false, smartlook: true, linkedIn: true, hubspot: false }),
    ).toEqual({
      analytics: false,
      hubspot: false,
      smartlook: true,
      linkedIn: true,
    })
  })

  it('the preferences dialog shows the stored choice, or its defaults when there is none', () => {
    expect(dialogChoice(null)).toEqual({
      analytics: true,
      smartlook: true,
      linkedIn: false,
      hubspot: true,
    })
    expect(dialogChoice(allPreferences(false))).toEqual({
      analytics: false,
      smartlook: false,
      linkedIn: false,
      hubspot: false,
    })
    expect(dialogChoice(allPreferences(true))).toEqual({
      analytics: true,
      smartlook: true,
      linkedIn: true,
      hubspot: true,
    })
    const custom = { analytics: false, smartlook: true, linkedIn: true, hubspot: false }
    expect(dialogChoice(custom)).toEqual(custom)
  })
})
