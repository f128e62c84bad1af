/** How long after the load event a page that reports no paint waits before running anyway. */
const NO_PAINT_FALLBACK_MS = 3000

/**
 * Runs `task` once the page has loaded and its first contentful paint is on screen. The paint
 * timing entry is queued only once the frame has been presented, so anything `task` fetches
 * starts after the paint a visitor (and Lighthouse's trace) sees, not merely after the frame
 * was rendered on the main thread. Browsers without paint timing, and pages that never paint
 * (a tab opened in the background), run it after a short wait instead.
 */
export function afterFirstPaint(task: () => void): void {
  let done = false
  const run = () => {
    if (done) return
    done = true
    setTimeout(task, 0)
  }
  const afterLoad = () => {
    setTimeout(run, NO_PAINT_FALLBACK_MS)
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return run()
    const observer = new PerformanceObserver((entries) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return
      observer.disconnect()
      run()
    })
    observer.observe({ type: 'paint', buffered: true })
  }
  if (document.readyState === 'complete') afterLoad()
  else window.addEventListener('load', afterLoad, { once: true })
}
