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
export { nextNavbarVisible } from './nav-scroll'
export { NavbarFrame } from './navbar-frame'
export { NavLogo, type NavLogoTexts } from './nav-logo'
export { NavDropdown } from './nav-dropdown'
export { LanguageSwitch, type LanguageTexts } from './language-switch'
export { ContactButton } from './contact-button'
export { UserMenu } from './user-menu'
export { MobileMenu } from './mobile-menu'
