import { describe, expect, it } from 'vitest'
import de from '@kelp/ui/messages/de.json'
import en from '@kelp/ui/messages/en.json'
import { toKeyMessages } from './messages'

type Tree = { [key: string]: string | Tree }

function flatKeys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : flatKeys(value, `${prefix}${key}.`),
  )
}

describe('messages', () => {
  it('English and German have exactly the same keys', () => {
    const enKeys = flatKeys(en as Tree).sort()
    const deKeys = flatKeys(de as Tree).sort()
    expect(deKeys.filter((k) => !enKeys.includes(k))).toEqual([])
    expect(enKeys.filter((k) => !deKeys.includes(k))).toEqual([])
  })

  it('no message is empty', () => {
    for (const tree of [en, de] as Tree[]) {
      const empty = flatKeys(tree).filter((key) => {
        const value = key
          .split('.')
          .reduce<string | Tree>((node, part) => (node as Tree)[part]!, tree)
        return typeof value !== 'string' || value.trim() === ''
      })
      expect(empty).toEqual([])
    }
  })

  it('the keys pseudo-locale shows each message as its own key', () => {
    const keys = toKeyMessages({ home: { title: 'Hello', nested: { a: 'b' } } })
    expect(keys).toEqual({ home: { title: 'home.title', nested: { a: 'home.nested.a' } } })
  })

  it('treats a precompiled message (an array) as one message, not as a namespace', () => {
    const precompiled = { cart: { items: [['count', 'plural'], ' items'] } } as never
    expect(toKeyMessages(precompiled)).toEqual({ cart: { items: 'cart.items' } })
  })
})
