/**
 * Splits a whole amount (tonnes or cents) into a removal and an avoidance part by a removal
 * share in percent (0–100, fractions allowed): rounded to whole units, and always adding up.
 */
export function splitByRemovalShare(
  total: number,
  removalPercent: number,
): { removal: number; avoidance: number } {
  const share = Math.min(100, Math.max(0, removalPercent))
  const removal = Math.round((total * share) / 100)
  return { removal, avoidance: total - removal }
}
