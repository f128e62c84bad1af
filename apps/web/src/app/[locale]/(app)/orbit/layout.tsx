import { ORBIT_NAMESPACES } from '@/i18n/client-messages'
import { messagesLayout } from '@/i18n/route-messages'

/** The orbit cart and checkout get their messages only. */
export default messagesLayout(ORBIT_NAMESPACES)
