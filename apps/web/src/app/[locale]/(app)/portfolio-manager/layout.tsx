import { PORTFOLIO_NAMESPACES } from '@/i18n/client-messages'
import { messagesLayout } from '@/i18n/route-messages'

/** The Portfolio Manager's client components get their messages only. */
export default messagesLayout(PORTFOLIO_NAMESPACES)
