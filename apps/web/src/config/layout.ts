/**
 * Layout numbers the scripts need (docs/product.md §9 "Layout"); the rest of the design
 * system's sizes are CSS tokens in app/globals.css.
 */
export const LAYOUT = {
  /** Below this width the product treats the viewport as mobile. */
  mobileBreakpointPx: 768,
} as const

/** The app version in the page's meta tags, shared with the static site. */
export { APP_VERSION } from '@kelp/ui'
