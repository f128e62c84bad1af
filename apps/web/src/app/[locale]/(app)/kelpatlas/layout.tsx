import { PLANNER_NAMESPACES } from '@/i18n/client-messages'
import { messagesLayout } from '@/i18n/route-messages'

/** The ATLAS planner's client components get their messages only. */
export default messagesLayout(PLANNER_NAMESPACES)
