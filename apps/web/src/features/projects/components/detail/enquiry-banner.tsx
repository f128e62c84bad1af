'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { EnquiryDialog } from '../on-demand'

export function EnquiryBanner({
  projectId,
  projectName,
}: {
  projectId: string
  projectName: string
}) {
  const t = useTranslations('projects.enquiry')
  const [open, setOpen] = useState(false)
  // The form's code loads on the first open; it stays mounted after, so what was typed is still
  // there when it opens again.
  const [opened, setOpened] = useState(false)
  return (
    <section
      aria-labelledby="enquiry-title"
      className="grid gap-3 rounded-xl bg-kelp-900 p-5 text-white"
    >
      <h2 id="enquiry-title" className="text-lg font-semibold">
        {t('bannerTitle')}
      </h2>
      <p className="text-sm text-white/80">{t('bannerText')}</p>
      <button
        type="button"
        onClick={() => {
          setOpen(true)
          setOpened(true)
        }}
        className="inline-flex h-(--height-btn-lg) items-center justify-center rounded-md bg-white px-5 font-semibold text-kelp-900 hover:bg-kelp-50"
      >
        {t('open')}
      </button>
      {opened ? (
        <EnquiryDialog
          projectId={projectId}
          projectName={projectName}
          open={open}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </section>
  )
}
