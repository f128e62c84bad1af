import { MARKETING_NAMESPACES } from '@/i18n/client-messages'
import { messagesLayout } from '@/i18n/route-messages'

/** Marketing pages hand their client islands only the messages those islands read. */
export default messagesLayout(MARKETING_NAMESPACES)
