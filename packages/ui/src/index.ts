export { Footer, FOOTER_LINK_CLASS, type FooterTexts } from './footer'
export { footerTexts, type FooterTranslate } from './footer-texts'
export { LinkedInIcon, PhoneIcon } from './icons'
export type { LinkComponent } from './link-component'
export {
  CONTACT_PATH,
  contactHref,
  FOOTER_LINKS,
  LEGAL_LINKS,
  PRIVACY_POLICY_PATH,
  SOCIAL_LINKEDIN,
  type FooterLinkId,
} from './links'
export { CONSENT_NEEDED_ATTRIBUTE, CONSENT_PREPAINT_SCRIPT, CONSENT_STORAGE_KEY } from './consent'
export { Button, buttonClasses, type ButtonSize, type ButtonVariant } from './button'
export { Dialog } from './dialog'
export { ConsentBanner, type ConsentBannerTexts } from './consent-banner'
export {
  CONSENT_CATEGORIES,
  ConsentDialog,
  type ConsentCategory,
  type ConsentChoice,
  type ConsentDialogTexts,
} from './consent-dialog'
