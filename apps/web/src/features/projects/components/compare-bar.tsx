'use client'

import { MAX_COMPARE } from '@kelp/core/projects'
import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { buttonClasses } from '@/components/ui/button'
import { CompareDialog } from './on-demand'

/** Shown while projects are picked for comparison; opens the side-by-side view. */
export function CompareBar({ slugs, onClear }: { slugs: string[]; onClear: () => void }) {
  const t = useTranslations('projects.compare')
  const [open, setOpen] = useState(false)
  // The comparison's code loads on the first open; mounted from then on, as before.
  const [opened, setOpened] = useState(false)
  if (slugs.length === 0) return null
  return (
    <div className="sticky bottom-4 z-10 mx-auto flex w-fit flex-wrap items-center gap-3 rounded-full border border-line bg-white px-4 py-2 shadow-lg">
      {slugs.length >= MAX_COMPARE ? (
        <span className="text-sm text-muted">{t('limit')}</span>
      ) : null}
      <button
        type="button"
        className={buttonClasses()}
        onClick={() => {
          setOpen(true)
          setOpened(true)
        }}
      >
        {t('open', { count: slugs.length })}
      </button>
      <button type="button" className={buttonClasses({ variant: 'ghost' })} onClick={onClear}>
        {t('clear')}
      </button>
      {opened ? <CompareDialog slugs={slugs} open={open} onClose={() => setOpen(false)} /> : null}
    </div>
  )
}
