import { SANDBOX_TEST_CARDS } from '@kelp/core/contributions'
import { useTranslations } from 'next-intl'
import { formatCardNumber } from '../lib/card-validation'

type TestCard = keyof typeof SANDBOX_TEST_CARDS
const CARDS = Object.keys(SANDBOX_TEST_CARDS) as TestCard[]

/** The documented sandbox card numbers (docs/api/contributions.md), with what each does. */
export function TestCards({ onUse }: { onUse: (number: string) => void }) {
  const t = useTranslations('contributions.payment')
  return (
    <section
      aria-labelledby="test-cards"
      className="grid gap-3 rounded-2xl border border-dashed border-amber-400 bg-amber-50 p-5"
    >
      <h2 id="test-cards" className="font-semibold">
        {t('testCardsTitle')}
      </h2>
      <p className="text-sm text-ink/80">{t('testCardsHint')}</p>
      <ul className="grid gap-2 text-sm">
        {CARDS.map((card) => (
          <li key={card} className="grid grid-cols-[1fr_auto] items-center gap-3">
            <span>
              <span className="font-mono">{formatCardNumber(SANDBOX_TEST_CARDS[card])}</span>
              <span className="block text-muted">{t(`testCards.${card}`)}</span>
            </span>
            <button
              type="button"
              onClick={() => onUse(SANDBOX_TEST_CARDS[card])}
              aria-label={`${t('testCardsCopy')}: ${formatCardNumber(SANDBOX_TEST_CARDS[card])}`}
              className="rounded-full border border-kelp-700 px-3 py-1 text-xs font-semibold text-kelp-700 hover:bg-kelp-50"
            >
              {t('testCardsCopy')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}
