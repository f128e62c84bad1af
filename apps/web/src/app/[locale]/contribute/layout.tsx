import { CONTRIBUTION_NAMESPACES } from '@/i18n/client-messages'
import { messagesLayout } from '@/i18n/route-messages'

/** The contribution screens' client islands get the shell's and their own messages only. */
export default messagesLayout(CONTRIBUTION_NAMESPACES)
