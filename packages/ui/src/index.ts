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
export {
  CONSENT_DIALOG_DEFAULTS,
  CONSENT_NEEDED_ATTRIBUTE,
  CONSENT_PREPAINT_SCRIPT,
  CONSENT_SETTINGS,
  CONSENT_STORAGE_KEY,
  CRM_DO_NOT_TRACK_COOKIE,
  type ConsentKey,
} from './consent'
export {
  allConsentKeys,
  allowedTools,
  allPreferences,
  customConsentKeys,
  dialogChoice,
  type ConsentKeys,
  type CustomPreferences,
  type FullPreferences,
  type StoredPreferences,
} from './consent-mode'
export {
  applyConsentKeys,
  clearAnalytics,
  CONSENT_EVENT,
  readPreferences,
  setDoNotTrack,
  storePreferences,
} from './consent-storage'
export {
  CONSENT_CHOICE_ATTRIBUTE,
  chooseAll,
  chooseCustom,
  type ConsentBannerChoice,
} from './consent-choice'
export { OPEN_CONSENT_SETTINGS_EVENT, openConsentSettings } from './consent-settings'
export { ConsentManager, type ConsentBannerProps, type ConsentDialogProps } from './consent-manager'
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
export type { LocaleLinkComponent } from './link-component'
export {
  FOCUSED_PATH_PARTS,
  isFocusedPath,
  KNOWLEDGE_CENTER,
  NAV_LINKS,
  NAVBAR_BEHAVIOUR,
  PLANNER_PATH,
  SOLUTIONS,
  type MenuOption,
  type NavItemId,
} from './nav-links'
export { navTexts, type NavOption, type NavTexts, type NavTranslate } from './nav-texts'
export type { NavSession } from './nav-session'
export { NAVBAR_SCROLL_Y_ATTRIBUTE, navbarFrameClass, nextNavbarVisible } from './nav-scroll'
export { NavbarFrame } from './navbar-frame'
export { NavLogo, type NavLogoTexts } from './nav-logo'
export { NavDropdown } from './nav-dropdown'
export { LanguageSwitch, type LanguageTexts } from './language-switch'
export { ContactButton } from './contact-button'
export { UserMenu } from './user-menu'
export { MobileMenu } from './mobile-menu'
export { CART_PATH, CartLink } from './cart-link'
export { APP_VERSION } from './version'
export { FAVICON_HREF } from './favicon'
export {
  readSystem,
  SYSTEM_STORAGE_KEY,
  TEST_SYSTEM_BAR_CLASS,
  testSystemNotice,
  type TestSystemNotice,
} from './test-system'
export { Field, FormMessage, inputClass } from './form-field'
export { ContactFields } from './contact-fields'
export { FormFooter } from './form-footer'
export { useFormErrors } from './use-form-errors'
export { fill } from './fill'
export {
  businessEmailError,
  FIELD_ERRORS,
  phoneError,
  requiredError,
  type FieldError,
} from './form-validation'
