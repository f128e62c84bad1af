import type { ClientDirective } from 'astro'
import { afterFirstPaint } from './after-first-paint'

/**
 * `client:after-paint`: the island loads once the page has loaded and painted, so nothing it
 * fetches competes with the first paint (docs/decisions/144).
 */
const afterPaint: ClientDirective = (load) => {
  afterFirstPaint(() => {
    void load().then((hydrate) => hydrate())
  })
}

export default afterPaint
