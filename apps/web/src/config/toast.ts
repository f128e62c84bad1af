/** Toast numbers (product.md §4 "Toast lifecycle", §9 "Toasts"). */
export const TOAST = {
  /** Default duration of the product's toast helper. */
  helperDefaultMs: 30_000,
  /** Library defaults per type; loading toasts never expire. */
  durationsMs: { blank: 4000, error: 4000, success: 2000, custom: 4000, loading: Infinity },
  /** General auto-close default. */
  autoCloseMs: 5000,
  /** Toasts held at most by the library. */
  limit: 20,
  /** A dismissed toast is removed after this delay. */
  removeDelayMs: 1000,
  maxWidthPx: 350,
  /** Dragging a toast this fraction of its width dismisses it. */
  dragDismissThreshold: 0.8,
  defaultPosition: 'top-right',
  /** The app root shows toasts here, at most this many at once. */
  rootPosition: 'bottom-center',
  rootVisibleLimit: 3,
  /** Login success toast (product.md §4 "Authentication on load"). */
  loginSuccessMs: 1000,
} as const
