'use client'

import { ConsentBanner as SharedConsentBanner } from '@kelp/ui'
import { useTranslations } from 'next-intl'
import { privacyLink } from './privacy-link'

/** The shared consent banner (@kelp/ui) with the app's texts and privacy link (product.md §4). */
export function ConsentBanner(props: {
  ready: boolean
  onCustomise: () => void
  onReject: () => void
  onAcceptAll: () => void
}) {
  const t = useTranslations('consent')
  const texts = {
    label: t('banner'),
    text: t.rich('text', { link: privacyLink() }),
    customise: t('customise'),
    reject: t('reject'),
    acceptAll: t('acceptAll'),
    close: t('close'),
  }
  return <SharedConsentBanner texts={texts} {...props} />
}
