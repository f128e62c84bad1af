import type { AfterPaintOptions } from '../page-scripts/after-paint'
import type { InteractionOptions } from './interaction'

declare module 'astro' {
  interface AstroClientDirectives {
    'client:interaction'?: InteractionOptions
    'client:after-paint'?: AfterPaintOptions
  }
}
