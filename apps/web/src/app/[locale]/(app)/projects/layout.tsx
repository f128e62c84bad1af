import { PROJECTS_NAMESPACES } from '@/i18n/client-messages'
import { messagesLayout } from '@/i18n/route-messages'

/** The marketplace and project pages (with chat and add-to-cart) get their messages only. */
export default messagesLayout(PROJECTS_NAMESPACES)
