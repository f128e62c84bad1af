import type { ClientDirective } from 'astro'
import { afterFirstPaint } from './after-first-paint'

/** The value of `client:after-paint={{ … }}`. */
export interface AfterPaintOptions {
  /**
   * Elements the script serves: a click on one before the script has run loads it at once and
   * is replayed once it has, so a first press is never lost.
   */
  replay?: string
}

/**
 * `client:after-paint`: the island loads once the page has loaded and painted, so nothing it
 * fetches competes with the first paint (docs/decisions/144).
 */
const afterPaint: ClientDirective = (load, options) => {
  const { replay } = (options.value ?? {}) as AfterPaintOptions
  let started = false
  let pressed: HTMLElement | null = null

  const onClick = (event: MouseEvent) => {
    const target = replay ? (event.target as Element | null)?.closest<HTMLElement>(replay) : null
    if (!target) return
    event.preventDefault()
    event.stopImmediatePropagation()
    pressed = target
    start()
  }

  function start() {
    if (started) return
    started = true
    void (async () => {
      const hydrate = await load()
      await hydrate()
      document.removeEventListener('click', onClick, true)
      if (pressed?.isConnected) pressed.click()
    })()
  }

  if (replay) document.addEventListener('click', onClick, true)
  afterFirstPaint(start)
}

export default afterPaint
