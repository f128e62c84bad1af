import { NAVBAR_BEHAVIOUR } from './nav-links'

/**
 * docs/product.md §2 "Behaviour": once the page has scrolled past the threshold the navbar
 * hides on scrolling down and shows on scrolling up; above the threshold it always shows.
 */
export function nextNavbarVisible(previousY: number, y: number, visible: boolean): boolean {
  if (y <= NAVBAR_BEHAVIOUR.scrollThresholdPx) return true
  if (y > previousY) return false
  if (y < previousY) return true
  return visible
}
