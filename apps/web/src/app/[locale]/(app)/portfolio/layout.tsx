import { PORTFOLIO_NAMESPACES } from '@/i18n/client-messages'
import { messagesLayout } from '@/i18n/route-messages'

/** /portfolio renders the Portfolio Manager's screen, with the same messages. */
export default messagesLayout(PORTFOLIO_NAMESPACES)
