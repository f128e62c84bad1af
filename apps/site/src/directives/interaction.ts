import type { ClientDirective } from 'astro'

/** The value of `client:interaction={{ … }}`. */
export interface InteractionOptions {
  /** Hydrate on load when this cookie is set (the navbar's user menu for a signed-in visitor). */
  cookie?: string
  /** Hydrate when this event is fired on window, then fire it again for the hydrated island. */
  event?: string
  /**
   * Hydrate when the visitor points at, presses or focuses the island (the default). False when
   * the page serves the island's controls without it and only `event` asks for the island.
   */
  use?: boolean
}

/** What shows a visitor is about to use the island: pointing at it, pressing it, focusing it. */
const TRIGGERS = ['pointerover', 'pointerdown', 'focusin'] as const

function hasCookie(name: string): boolean {
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${name}=`))
}

/** The mouse enters every element from `from` up to the island again, as the browser did. */
function replayHover(from: Element, island: HTMLElement) {
  for (let el: Element | null = from; el && el !== island.parentElement; el = el.parentElement)
    el.dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'mouse' }))
}

/**
 * `client:interaction`: the island's HTML is in the page and its JavaScript loads only when the
 * visitor points at, presses or focuses it (docs/decisions/140). A button pressed before the
 * island has hydrated is pressed again once it has (Enter and Space on a focused button are
 * clicks too), and a menu the mouse is over gets the pointer's entry, so the first press or
 * hover takes effect. Links work without the island and are left alone.
 */
const interaction: ClientDirective = (load, options, island) => {
  const { cookie, event, use = true } = (options.value ?? {}) as InteractionOptions
  let hovered: Element | null = null
  let pressed: HTMLButtonElement | null = null
  let asked = false
  let started = false

  const onTrigger = (e: Event) => {
    if (e.type === 'pointerover' && (e as PointerEvent).pointerType === 'mouse')
      hovered = e.target as Element
    start()
  }
  const onLeave = () => {
    hovered = null
  }
  const onClick = (e: MouseEvent) => {
    const button = (e.target as Element).closest('button')
    if (!button || !island.contains(button)) return
    e.preventDefault()
    e.stopPropagation()
    pressed = button
    start()
  }
  const onEvent = () => {
    asked = true
    start()
  }

  function stopListening() {
    for (const type of TRIGGERS) island.removeEventListener(type, onTrigger)
    island.removeEventListener('pointerleave', onLeave)
    island.removeEventListener('click', onClick, true)
    if (event) window.removeEventListener(event, onEvent)
  }

  function start() {
    if (started) return
    started = true
    void (async () => {
      const hydrate = await load()
      await hydrate()
      stopListening()
      if (hovered?.isConnected && hovered.matches(':hover')) replayHover(hovered, island)
      if (pressed?.isConnected) pressed.click()
      if (asked && event) window.dispatchEvent(new CustomEvent(event))
    })()
  }

  if (cookie && hasCookie(cookie)) return start()
  if (use) {
    for (const type of TRIGGERS) island.addEventListener(type, onTrigger)
    island.addEventListener('pointerleave', onLeave)
    island.addEventListener('click', onClick, true)
  }
  if (event) window.addEventListener(event, onEvent)
}

export default interaction
