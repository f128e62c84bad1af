import {
  CONSENT_CHOICE_ATTRIBUTE,
  CONSENT_NEEDED_ATTRIBUTE,
  chooseAll,
  openConsentSettings,
  type ConsentBannerChoice,
} from '@kelp/ui'

/**
 * The banner's buttons on a first visit, without the consent island (docs/decisions/140):
 * accepting or rejecting stores and applies the choice at once, through the same function as the
 * island, and hides the banner as a stored choice does; "Customise" asks for the settings, which
 * loads the island with its dialog. Once the island has run, its own handlers serve the buttons.
 */
export function serveConsentBanner() {
  const banner = document.querySelector('[data-consent-banner]')
  const island = banner?.closest('astro-island')
  if (!banner || !island) return
  for (const button of banner.querySelectorAll<HTMLButtonElement>(`[${CONSENT_CHOICE_ATTRIBUTE}]`))
    button.addEventListener('click', () => {
      if (!island.hasAttribute('ssr')) return
      const choice = button.getAttribute(CONSENT_CHOICE_ATTRIBUTE) as ConsentBannerChoice
      if (choice === 'customise') return openConsentSettings()
      chooseAll(choice === 'accept')
      document.documentElement.removeAttribute(CONSENT_NEEDED_ATTRIBUTE)
    })
}
