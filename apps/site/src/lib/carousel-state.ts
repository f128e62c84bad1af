/** Pure slide arithmetic for the customer carousel (src/islands/carousel.tsx), unit-tested. */

export type Announcement = 'first' | 'last' | null

/** A manual step never wraps; stepping past an end stays put and announces it (product.md §8). */
export function step(index: number, delta: -1 | 1, total: number) {
  const target = index + delta
  if (target < 0) return { index: 0, announcement: 'first' as Announcement }
  if (target > total - 1) return { index: total - 1, announcement: 'last' as Announcement }
  return { index: target, announcement: null }
}

/** Autoplay wraps from the last slide back to the first. */
export function autoplayNext(index: number, total: number): number {
  return (index + 1) % total
}

/** Carousel autoplay delay (product.md §9 "Other": 3000 ms). */
export const CAROUSEL_AUTOPLAY_MS = 3000
