import { ADMIN_NAMESPACES } from '@/i18n/client-messages'
import { messagesLayout } from '@/i18n/route-messages'

/** The back-office gets its messages (and orbit's order texts) only. */
export default messagesLayout(ADMIN_NAMESPACES)
