/** The SII score in a round badge; colour steps only support the number, never replace it. */
export function ScoreBadge({ score, label }: { score: number; label: string }) {
  const tone =
    score >= 70
      ? 'bg-kelp-700 text-white'
      : score >= 50
        ? 'bg-kelp-100 text-kelp-900'
        : 'bg-surface text-ink'
  return (
    <span
      className={`inline-flex size-(--size-round-md) shrink-0 items-center justify-center rounded-full text-sm font-bold ${tone}`}
      title={label}
    >
      <span className="sr-only">{label} </span>
      {score}
    </span>
  )
}
