/**
 * Scroll positions per page path in session storage, under the app's keys (docs/product.md §2
 * "Scroll restoration"): saved when the visitor leaves a static page, restored when they come
 * back to it with the browser's back or forward button.
 */
const PREFIX = 'kelp:scroll:'
/** docs/product.md §2: a return restores the saved position after 1 ms. */
const RESTORE_DELAY_MS = 1

function save() {
  try {
    sessionStorage.setItem(
      PREFIX + window.location.pathname,
      JSON.stringify({ x: window.scrollX, y: window.scrollY }),
    )
  } catch {
    // Storage can be full or disabled; restoration is a nicety.
  }
}

function restore() {
  try {
    const raw = sessionStorage.getItem(PREFIX + window.location.pathname)
    if (!raw) return
    const { x, y } = JSON.parse(raw) as { x: number; y: number }
    setTimeout(() => window.scrollTo(x, y), RESTORE_DELAY_MS)
  } catch {
    // A damaged entry only means no restoration.
  }
}

function cameBack(): boolean {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
  return entry?.type === 'back_forward'
}

export function rememberScroll() {
  window.addEventListener('pagehide', save)
  if (cameBack()) restore()
  // A page kept in the back-forward cache keeps its own position; nothing to restore then.
}
