'use client'

import type { ReactNode } from 'react'
import { Button } from './button'
import { CONSENT_CHOICE_ATTRIBUTE, type ConsentBannerChoice } from './consent-choice'

const choiceAttribute = (choice: ConsentBannerChoice) => ({ [CONSENT_CHOICE_ATTRIBUTE]: choice })

export interface ConsentBannerTexts {
  label: string
  /** The banner's sentence, with the host's link to the privacy policy in it. */
  text: ReactNode
  customise: string
  reject: string
  acceptAll: string
  close: string
}

/**
 * Cookie consent banner (docs/product.md §4); stacks below 768 px. Rendered with the page, so
 * it paints with it; CONSENT_PREPAINT_SCRIPT lets CSS show it before the first paint only while
 * no choice is stored. Its buttons stay disabled until the island is interactive (`ready`),
 * unless the host serves them before: each carries its choice (CONSENT_CHOICE_ATTRIBUTE) for a
 * page script (the static site's, docs/decisions/140).
 */
export function ConsentBanner({
  texts,
  ready,
  onCustomise,
  onReject,
  onAcceptAll,
}: {
  texts: ConsentBannerTexts
  ready: boolean
  onCustomise: () => void
  onReject: () => void
  onAcceptAll: () => void
}) {
  return (
    <section
      data-consent-banner
      aria-label={texts.label}
      className="fixed inset-x-0 bottom-0 z-50 border-t border-line bg-white shadow-[0_-4px_16px_rgba(0,0,0,0.08)]"
    >
      <div className="relative mx-auto flex max-w-(--container-page) flex-col gap-4 px-6 py-5 pr-14 md:flex-row md:items-center">
        <p className="min-w-0 flex-1 text-sm">{texts.text}</p>
        <div className="flex flex-col gap-2 md:flex-row">
          <Button
            className="justify-center"
            variant="ghost"
            disabled={!ready}
            onClick={onCustomise}
            {...choiceAttribute('customise')}
          >
            {texts.customise}
          </Button>
          <Button
            className="justify-center"
            variant="secondary"
            disabled={!ready}
            onClick={onReject}
            {...choiceAttribute('reject')}
          >
            {texts.reject}
          </Button>
          <Button
            className="justify-center"
            disabled={!ready}
            onClick={onAcceptAll}
            {...choiceAttribute('accept')}
          >
            {texts.acceptAll}
          </Button>
        </div>
        <button
          type="button"
          aria-label={texts.close}
          disabled={!ready}
          onClick={onAcceptAll}
          {...choiceAttribute('accept')}
          className="absolute top-3 right-3 flex size-(--size-round-sm) items-center justify-center rounded-full hover:bg-surface"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-4 stroke-current"
            strokeWidth="2"
          >
            <path d="M6 6l12 12M18 6 6 18" />
          </svg>
        </button>
      </div>
    </section>
  )
}
