import { startShell } from '../lib/shell-start'
import { pageScript } from '../page-scripts/page-script'

/** The shell's page script (consent banner, test-system bar, navbar on scroll, scroll memory). */
export const ShellScript = pageScript(startShell)
