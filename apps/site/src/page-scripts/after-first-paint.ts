/**
 * Runs `task` once the page has loaded and painted: after the load event, in the task that
 * follows the next frame's rendering.
 */
export function afterFirstPaint(task: () => void): void {
  const afterPaint = () => requestAnimationFrame(() => setTimeout(task, 0))
  if (document.readyState === 'complete') afterPaint()
  else window.addEventListener('load', afterPaint, { once: true })
}
