import { openConsentSettings } from '@kelp/ui'
import { serveConsentBanner } from './consent-banner'
import { hideNavbarOnScroll } from './navbar-scroll'
import { rememberScroll } from './scroll-memory'
import { showTestSystemBar } from './test-system-bar'

/** The shell's page script: what every static page does besides its islands. */
export function startShell(): void {
  // The footer's one button is "Cookie settings": it reopens the consent choice.
  document.querySelector('footer button')?.addEventListener('click', openConsentSettings)
  rememberScroll()
  showTestSystemBar()
  hideNavbarOnScroll()
  serveConsentBanner()
}
