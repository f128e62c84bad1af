import { describe, expect, it } from 'vitest'
import { pageMetadata } from './seo'

describe('an app page’s metadata', () => {
  it('shows the home page’s Open Graph card, which the static site draws in English and German', () => {
    const image = (locale: string) => {
      const { openGraph } = pageMetadata({
        locale,
        path: '/contribute',
        title: 't',
        description: 'd',
      })
      return (openGraph?.images as { url: string; width: number }[])[0]!
    }
    expect(image('en')).toMatchObject({ url: '/og/en/index.png', width: 1200 })
    expect(image('de').url).toBe('/og/de/index.png')
    expect(image('keys').url).toBe('/og/en/index.png')
  })
})
