import {
  NAVBAR_BEHAVIOUR,
  NAVBAR_SCROLL_Y_ATTRIBUTE,
  navbarFrameClass,
  nextNavbarVisible,
} from '@kelp/ui'

/**
 * The navbar hides on scrolling down from the first scroll (docs/product.md §2), but its island
 * hydrates only when the visitor first uses it (docs/decisions/140). Until then this applies the
 * navbar frame's own rule and classes to its header from the page's HTML, and leaves the last
 * position it saw there for the frame to go on from once it has hydrated.
 */
export function hideNavbarOnScroll() {
  const header = document.querySelector<HTMLElement>('header[data-visible]')
  const island = header?.closest('astro-island')
  if (!header || !island) return
  // The page's HTML is the frame at the top: transparent there exactly when it asks to be.
  const transparentAtTop = header.dataset.transparent === 'true'
  let lastY = 0
  const onScroll = () => {
    // Hydrated: the frame has taken over.
    if (!island.hasAttribute('ssr')) return window.removeEventListener('scroll', onScroll)
    const y = window.scrollY
    const visible = nextNavbarVisible(lastY, y, header.dataset.visible !== 'false')
    const transparent = transparentAtTop && y <= NAVBAR_BEHAVIOUR.scrollThresholdPx
    lastY = y
    header.dataset.visible = String(visible)
    header.dataset.transparent = String(transparent)
    header.className = navbarFrameClass(visible, transparent)
    header.setAttribute(NAVBAR_SCROLL_Y_ATTRIBUTE, String(y))
  }
  onScroll()
  window.addEventListener('scroll', onScroll, { passive: true })
}
