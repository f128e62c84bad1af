'use client'

import { useEffect } from 'react'
import { THIRD_PARTY_IDS } from '@/config/consent'
import { allowedTools, CONSENT_EVENT, readPreferences } from '@kelp/ui'

type Tool = keyof typeof THIRD_PARTY_IDS

/** The id of each tool's script element, so a loaded tool can be recognised. */
const SCRIPT_IDS: Record<Tool, string> = {
  googleAnalytics: 'kelp-ga',
  hubspot: 'kelp-hubspot',
  smartlook: 'kelp-smartlook',
  linkedIn: 'kelp-linkedin',
}

function inject(id: string, src: string, before?: () => void) {
  if (document.getElementById(id)) return
  before?.()
  const script = document.createElement('script')
  script.id = id
  script.async = true
  script.src = src
  document.head.appendChild(script)
}

const w = () => window as unknown as Record<string, unknown>

/** How each tool loads; only called for tools whose id is configured and whose consent is given. */
const LOADERS: Record<Tool, (id: string) => void> = {
  googleAnalytics: (id) =>
    inject(
      SCRIPT_IDS.googleAnalytics,
      `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`,
      () => {
        const layer = (w().dataLayer as unknown[] | undefined) ?? []
        w().dataLayer = layer
        layer.push(['js', new Date()], ['config', id])
      },
    ),
  // The CRM script also brings the chat widget, which is told not to load immediately (product.md §4).
  hubspot: (id) =>
    inject(SCRIPT_IDS.hubspot, `https://js.hs-scripts.com/${encodeURIComponent(id)}.js`, () => {
      w().hsConversationsSettings = { loadImmediately: false }
    }),
  smartlook: (id) =>
    inject(SCRIPT_IDS.smartlook, 'https://web-sdk.smartlook.com/recorder.js', () => {
      w().smartlookKey = id
    }),
  linkedIn: (id) =>
    inject(SCRIPT_IDS.linkedIn, 'https://snap.licdn.com/li.lms-analytics/insight.min.js', () => {
      w()._linkedin_partner_id = id
    }),
}

const CONSENT_FOR: Record<Tool, keyof ReturnType<typeof allowedTools>> = {
  googleAnalytics: 'analytics',
  hubspot: 'hubspot',
  smartlook: 'smartlook',
  linkedIn: 'linkedIn',
}

/**
 * Loads third-party scripts whose id is configured (NEXT_PUBLIC_* at build time, see
 * config/consent.ts) once stored consent allows them. A loaded script cannot be unloaded, so
 * withdrawing consent for a tool that is running reloads the page without it. The layout
 * renders this component only when at least one id is configured: with none, no third-party
 * code or request exists.
 */
export function ThirdPartyScripts() {
  useEffect(() => {
    const load = () => {
      const preferences = readPreferences()
      if (!preferences) return
      const allowed = allowedTools(preferences)
      const tools = Object.keys(LOADERS) as Tool[]
      const withdrawn = (tool: Tool) =>
        !allowed[CONSENT_FOR[tool]] && document.getElementById(SCRIPT_IDS[tool]) !== null
      if (tools.some(withdrawn)) return window.location.reload()
      for (const tool of tools) {
        const id = THIRD_PARTY_IDS[tool]
        if (id && allowed[CONSENT_FOR[tool]]) LOADERS[tool](id)
      }
    }
    load()
    window.addEventListener(CONSENT_EVENT, load)
    return () => window.removeEventListener(CONSENT_EVENT, load)
  }, [])
  return null
}
