import { startShell } from '../lib/shell-start'
import { pageScript } from '../page-scripts/page-script'

/** What the shell's page script serves: the consent banner's buttons, the footer's "Cookie settings". */
export const SHELL_SCRIPT_CONTROLS = '[data-consent-banner] button, footer button'

/** The shell's page script (consent banner, test-system bar, navbar on scroll, scroll memory). */
export const ShellScript = pageScript(startShell)
