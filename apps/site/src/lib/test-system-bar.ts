import { readSystem, testSystemNotice } from '@kelp/ui'

/**
 * Shows the page's "test system" bar (rendered hidden, with both texts in data attributes)
 * when the API serving this origin runs on stand-ins, as the app's bar does.
 */
export function showTestSystemBar(): void {
  const bar = document.querySelector<HTMLElement>('[data-test-system-bar]')
  if (!bar) return
  readSystem()
    .then((system) => {
      const notice = system && testSystemNotice(system)
      if (!notice) return
      bar.textContent = bar.dataset[notice] ?? ''
      bar.hidden = false
    })
    .catch(() => {})
}
