'use client'

import dynamic from 'next/dynamic'

/**
 * The third-party loader (third-party-scripts.tsx), fetched only where the layout renders it:
 * when at least one tool is configured. Imported statically by the server layout, its code was
 * part of every page's first load even when no tool was configured. It renders nothing and acts
 * in an effect, after hydration, so it has nothing to render on the server.
 */
export const ThirdPartyScripts = dynamic(
  () => import('./third-party-scripts').then((m) => m.ThirdPartyScripts),
  { ssr: false },
)

/**
 * The cookie preferences dialog, fetched when it first opens ("Customise" or "Cookie settings"):
 * the consent manager mounts it only then, and a visitor who has chosen rarely opens it again.
 */
export const ConsentDialog = dynamic(() => import('./consent-dialog').then((m) => m.ConsentDialog))
