'use client'

import { CONSENT_CATEGORIES, ConsentDialog as SharedConsentDialog } from '@kelp/ui'
import { useTranslations } from 'next-intl'
import type { ComponentProps } from 'react'
import { privacyLink } from './privacy-link'

/** The shared cookie preferences dialog (@kelp/ui) with the app's texts (product.md §4). */
export function ConsentDialog(props: Omit<ComponentProps<typeof SharedConsentDialog>, 'texts'>) {
  const t = useTranslations('consent')
  const tc = useTranslations('common')
  const texts = {
    title: t('dialogTitle'),
    text: t.rich('dialogText', { link: privacyLink(props.onClose) }),
    categories: Object.fromEntries(
      CONSENT_CATEGORIES.map((category) => [
        category,
        {
          title: t(`categories.${category}.title`),
          description: t(`categories.${category}.description`),
        },
      ]),
    ) as ComponentProps<typeof SharedConsentDialog>['texts']['categories'],
    close: tc('close'),
    rejectAll: t('rejectAll'),
    acceptAll: t('acceptAll'),
    save: t('save'),
  }
  return <SharedConsentDialog texts={texts} {...props} />
}
