/** Layout and design-system numbers (spec §9 "Layout"). Mirrored as CSS tokens in globals.css. */
export const BREAKPOINTS = { xs: 0, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 } as const

export const LAYOUT = {
  /** Page content never grows wider than this. */
  maxWidthPx: 1440,
  /** The wider variant used by some sections. */
  maxWidthWidePx: 1450,
  /** Below this width the product treats the viewport as mobile. */
  mobileBreakpointPx: 768,
  /** Desktop/mobile switch of the navbar. */
  desktopSwitchPx: 900,
  headerBreakpointPx: 940,
  gridCollapsePx: 1110,
} as const

export const BUTTON = {
  /** Button heights: small, medium, large. */
  heightsPx: { sm: 35, md: 37, lg: 40 },
  /** Round (icon) button diameters: large, medium, small. */
  roundPx: { lg: 48, md: 40, sm: 32 },
} as const

export const MODAL = {
  widthPx: 750,
  /** At or below this width the modal is full width. */
  fullWidthAtPx: 768,
  transitionMs: 300,
  backdropMs: 150,
} as const

/** The cookie banner stacks its content below this width (spec §9 "Layout"). */
export const CONSENT_BANNER_STACK_BELOW_PX = 768

/** Spec §9 "Other": app version meta. */
export const APP_VERSION = 'v49.1'
