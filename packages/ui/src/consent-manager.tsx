'use client'

import { startTransition, useEffect, useLayoutEffect, useState, type ComponentType } from 'react'
import { CONSENT_NEEDED_ATTRIBUTE } from './consent'
import { chooseAll, chooseCustom } from './consent-choice'
import { dialogChoice, type CustomPreferences } from './consent-mode'
import { OPEN_CONSENT_SETTINGS_EVENT, openConsentSettings } from './consent-settings'
import { readPreferences } from './consent-storage'

/** The banner's behaviour; the host's banner adds its texts to the shared ConsentBanner. */
export interface ConsentBannerProps {
  ready: boolean
  onCustomise: () => void
  onReject: () => void
  onAcceptAll: () => void
}

/** The dialog's behaviour; the host's dialog adds its texts to the shared ConsentDialog. */
export interface ConsentDialogProps {
  open: boolean
  initial: CustomPreferences
  onClose: () => void
  onSave: (choice: CustomPreferences) => void
  onAcceptAll: () => void
  onRejectAll: () => void
}

/**
 * Cookie consent (docs/product.md §4): the banner while no choice is stored, and the preferences
 * dialog, opened from the banner or later from the footer's "Cookie settings" with the stored
 * choice. Withdrawing is as easy as consenting: the dialog offers "Reject all" next to "Accept
 * all". The host injects its banner and dialog (the shared ones with its texts).
 */
export function ConsentManager({
  Banner: ConsentBanner,
  Dialog: ConsentDialog,
}: {
  Banner: ComponentType<ConsentBannerProps>
  Dialog: ComponentType<ConsentDialogProps>
}) {
  const [banner, setBanner] = useState(true)
  // The server's buttons do nothing until React has hydrated them: disabled until then.
  const [ready, setReady] = useState(false)
  // `opened` counts openings, so the dialog starts from the stored choice each time.
  const [dialog, setDialog] = useState({ open: false, opened: 0, choice: dialogChoice(null) })

  useEffect(() => {
    const stored = readPreferences() !== null
    // Pages whose HTML lacks the head script (Next's error pages) show the banner from here.
    if (!stored) document.documentElement.setAttribute(CONSENT_NEEDED_ATTRIBUTE, '')
    startTransition(() => {
      setReady(true)
      if (stored) setBanner(false)
    })
  }, [])

  // Listening from the commit, before the browser paints: a host may hydrate the manager on the
  // request to open the settings and repeat the request right after (the static site does).
  useLayoutEffect(() => {
    const open = () =>
      setDialog((d) => ({
        open: true,
        opened: d.opened + 1,
        choice: dialogChoice(readPreferences()),
      }))
    window.addEventListener(OPEN_CONSENT_SETTINGS_EVENT, open)
    return () => window.removeEventListener(OPEN_CONSENT_SETTINGS_EVENT, open)
  }, [])

  const close = () => setDialog((d) => ({ ...d, open: false }))
  const done = () => {
    close()
    setBanner(false)
  }
  const all = (value: boolean) => () => {
    chooseAll(value)
    done()
  }
  const save = (choice: CustomPreferences) => {
    chooseCustom(choice)
    done()
  }

  return (
    <>
      {banner ? (
        <ConsentBanner
          ready={ready}
          onCustomise={openConsentSettings}
          onReject={all(false)}
          onAcceptAll={all(true)}
        />
      ) : null}
      {/* Mounted from the first opening on, so a host may load the dialog's code only then. */}
      {dialog.opened > 0 ? (
        <ConsentDialog
          key={dialog.opened}
          open={dialog.open}
          initial={dialog.choice}
          onClose={close}
          onSave={save}
          onAcceptAll={all(true)}
          onRejectAll={all(false)}
        />
      ) : null}
    </>
  )
}
