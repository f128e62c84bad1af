/** Scroll positions per page path in session storage (product.md §2 "Scroll restoration"). */
const PREFIX = 'kelp:scroll:'

export function saveScroll(path: string) {
  try {
    sessionStorage.setItem(PREFIX + path, JSON.stringify({ x: window.scrollX, y: window.scrollY }))
  } catch {
    // Storage can be full or disabled; restoration is a nicety.
  }
}

export function readScroll(path: string): { x: number; y: number } | null {
  try {
    const raw = sessionStorage.getItem(PREFIX + path)
    return raw ? (JSON.parse(raw) as { x: number; y: number }) : null
  } catch {
    return null
  }
}

/** iOS Safari-type browsers keep their own restoration (product.md §2). */
export function usesNativeRestoration(userAgent: string): boolean {
  return (
    /iP(hone|ad|od)/.test(userAgent) &&
    /Safari/.test(userAgent) &&
    !/CriOS|FxiOS|EdgiOS/.test(userAgent)
  )
}
