import { SHELL_NAMESPACES } from '@/i18n/client-messages'
import { messagesLayout } from '@/i18n/route-messages'

/**
 * The marketing pages the app still renders (home, SII) have no client islands beyond the
 * shell's; the pages with forms are the static site's (docs/decisions/139, 142).
 */
export default messagesLayout(SHELL_NAMESPACES)
