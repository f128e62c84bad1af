import {
  ConsentBanner,
  ConsentDialog,
  ConsentManager,
  type ConsentBannerProps,
  type ConsentCategory,
  type ConsentDialogProps,
} from '@kelp/ui'
import { createContext, useContext } from 'react'

/** The consent texts, resolved at build time; the two privacy-policy sentences as HTML. */
export interface SiteConsentTexts {
  banner: {
    label: string
    html: string
    customise: string
    reject: string
    acceptAll: string
    /** The X, which counts as accepting all. */
    close: string
  }
  dialog: {
    title: string
    html: string
    categories: Record<ConsentCategory, { title: string; description: string }>
    rejectAll: string
    acceptAll: string
    save: string
    close: string
  }
}

const Texts = createContext<SiteConsentTexts | null>(null)

function useTexts(): SiteConsentTexts {
  const texts = useContext(Texts)
  if (!texts) throw new Error('SiteConsent texts missing')
  return texts
}

function Banner(props: ConsentBannerProps) {
  const { banner } = useTexts()
  const text = <span dangerouslySetInnerHTML={{ __html: banner.html }} />
  // The island hydrates on the first press of a button and presses it again once hydrated
  // (client:interaction, docs/decisions/140): the buttons work from the first paint.
  return <ConsentBanner texts={{ ...banner, text }} {...props} ready />
}

function Dialog(props: ConsentDialogProps) {
  const { dialog } = useTexts()
  const text = <span dangerouslySetInnerHTML={{ __html: dialog.html }} />
  return <ConsentDialog texts={{ ...dialog, text }} {...props} />
}

/**
 * Cookie consent on a static page: the shared banner, dialog and behaviour (@kelp/ui), the
 * same storage and consent-mode keys as the app, so a choice made on either holds on both.
 */
export function SiteConsent({ texts }: { texts: SiteConsentTexts }) {
  return (
    <Texts.Provider value={texts}>
      <ConsentManager Banner={Banner} Dialog={Dialog} />
    </Texts.Provider>
  )
}
