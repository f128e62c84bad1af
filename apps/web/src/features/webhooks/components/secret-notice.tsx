'use client'

import { useTranslations } from 'next-intl'
import { Button } from '@/components/ui/button'

/** The signing secret of a new endpoint: shown once, until the admin dismisses it. */
export function SecretNotice({ secret, onDone }: { secret: string; onDone: () => void }) {
  const t = useTranslations('webhooks.secret')
  return (
    <section
      aria-labelledby="webhook-secret-title"
      className="grid gap-3 rounded-xl border-2 border-kelp-700 bg-kelp-50 p-4 md:p-6"
    >
      <h2 id="webhook-secret-title" className="text-lg font-bold">
        {t('title')}
      </h2>
      <p>{t('intro')}</p>
      <code
        aria-label={t('label')}
        className="block overflow-x-auto rounded-md bg-white p-3 font-mono text-sm break-all"
      >
        {secret}
      </code>
      <div>
        <Button variant="secondary" onClick={onDone}>
          {t('done')}
        </Button>
      </div>
    </section>
  )
}
