'use client'

import dynamic from 'next/dynamic'

/**
 * The full-page placeholder of a client navigation, fetched on the first click that starts one:
 * a page that is only read never shows it. The click fetches the target's payload at the same
 * time, which takes longer than this small chunk.
 */
export const NavigationPlaceholder = dynamic(() =>
  import('./navigation-placeholder').then((m) => m.NavigationPlaceholder),
)
