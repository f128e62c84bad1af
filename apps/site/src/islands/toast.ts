/**
 * A success toast on a static page, as the app's toaster shows one (bottom-center, white card,
 * green check; docs/product.md §9 "Toasts"), written without a toast library: the site's
 * Content-Security-Policy admits no style elements added at run time, which the app's uses.
 */
export function showToast(message: string, durationMs: number): void {
  const region = document.createElement('div')
  region.className = 'pointer-events-none fixed inset-x-4 bottom-4 z-[60] flex justify-center'
  const toast = document.createElement('div')
  toast.setAttribute('role', 'status')
  toast.setAttribute('aria-live', 'polite')
  toast.className =
    'pointer-events-auto flex max-w-[350px] items-center gap-2.5 rounded-lg bg-white px-2.5 py-2 text-[#363636] shadow-[0_3px_10px_rgba(0,0,0,0.1),0_3px_3px_rgba(0,0,0,0.05)]'
  toast.innerHTML =
    '<svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" class="shrink-0"><circle cx="10" cy="10" r="10" fill="#61d345"/><path d="M6 10.5l2.5 2.5L14 7.5" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/></svg>'
  const text = document.createElement('span')
  text.textContent = message
  toast.append(text)
  region.append(toast)
  document.body.append(region)
  window.setTimeout(() => region.remove(), durationMs)
}
