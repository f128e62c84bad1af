'use client'

import { ConsentManager as SharedConsentManager } from '@kelp/ui'
import { ConsentBanner } from './consent-banner'
import { ConsentDialog } from './on-demand'

/** The shared consent behaviour (@kelp/ui) with the app's banner and dialog texts (product.md §4). */
export function ConsentManager() {
  return <SharedConsentManager Banner={ConsentBanner} Dialog={ConsentDialog} />
}
