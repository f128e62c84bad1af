import { SHELL_NAMESPACES } from '@/i18n/client-messages'
import { messagesLayout } from '@/i18n/route-messages'

/** The API keys page's client components get the shell's messages and their own. */
export default messagesLayout([...SHELL_NAMESPACES, 'apiKeys'])
