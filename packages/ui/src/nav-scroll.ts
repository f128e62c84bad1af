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

/** The navbar frame's classes for its state: one rule for the component and a host's script. */
export function navbarFrameClass(visible: boolean, transparent: boolean): string {
  return `sticky top-0 z-40 h-(--height-navbar) w-full transition-[translate,background-color,box-shadow] duration-300 ${
    // No translate while visible: it would make the header the containing block of the
    // fixed mobile menu.
    visible ? '' : '-translate-y-full'
  } ${transparent ? 'bg-transparent' : 'bg-white shadow-sm'}`
}

/**
 * Set on the navbar's header by a host that runs the scroll rule before the component hydrates
 * (the static site): the last scroll position it saw. The frame goes on from there and from the
 * header's `data-visible`, so hydrating mid-page neither hides nor shows the navbar by itself.
 */
export const NAVBAR_SCROLL_Y_ATTRIBUTE = 'data-scroll-y'
