import type { InteractionOptions } from './interaction'

declare module 'astro' {
  interface AstroClientDirectives {
    'client:interaction'?: InteractionOptions
    'client:after-paint'?: boolean
  }
}
