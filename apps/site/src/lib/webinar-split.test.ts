import { describe, expect, it } from 'vitest'
import { WEBINAR_IDS, webinarSplitScript } from './webinar-split'

/** The few DOM parts the script touches: lists of items, options, "none" texts, hiding. */
class Node {
  hidden = false
  children: Node[] = []
  parent: Node | undefined
  constructor(
    readonly id: string,
    readonly dataset: Record<string, string> = {},
  ) {}
  get firstElementChild() {
    return this.children[0] ?? null
  }
  insertBefore(item: Node, before: Node | null) {
    item.remove()
    const at = before ? this.children.indexOf(before) : this.children.length
    this.children.splice(at, 0, item)
    item.parent = this
  }
  append(...items: Node[]) {
    for (const item of items) this.insertBefore(item, null)
    return this
  }
  remove() {
    if (this.parent) this.parent.children.splice(this.parent.children.indexOf(this), 1)
    this.parent = undefined
  }
}

/** The webinars page as far as the browser has parsed it: `parse` adds the next part. */
function page(upcoming: [string, string][], past: [string, string][]) {
  const item = ([id, startsAt]: [string, string]) => new Node(id, { startsAt })
  const nodes = {
    upcomingNone: Object.assign(new Node(`${WEBINAR_IDS.upcoming}-none`), { hidden: true }),
    upcoming: new Node(`${WEBINAR_IDS.upcoming}-list`).append(...upcoming.map(item)),
    registration: new Node(`${WEBINAR_IDS.registration}-section`),
    select: new Node('field-webinar').append(...upcoming.map(([id]) => new Node(`option:${id}`))),
    pastNone: Object.assign(new Node(`${WEBINAR_IDS.past}-none`), { hidden: past.length > 0 }),
    past: new Node(`${WEBINAR_IDS.past}-list`).append(...past.map(item)),
  }
  const parts = {
    upcoming: [nodes.upcomingNone, nodes.upcoming],
    registration: [nodes.registration, nodes.select],
    past: [nodes.pastNone, nodes.past],
  }
  const parsed: Node[] = []
  const document = {
    getElementById: (id: string) => parsed.find((node) => node.id === id) ?? null,
    querySelector: (selector: string) => {
      const id = /option\[value="([^"]+)"\]/.exec(selector)?.[1]
      if (!parsed.includes(nodes.select)) return null
      return nodes.select.children.find((option) => option.id === `option:${id}`) ?? null
    },
  }
  const ids = (list: Node) =>
    list.children.filter((node) => !node.hidden).map((node) => node.id.replace('option:', ''))
  const parse = (part: keyof typeof parts) => parsed.push(...parts[part])
  return { nodes, document, ids, parse }
}

/** Runs the page's script as the browser would, at `now`. */
function runAt(now: string, document: unknown) {
  const script = webinarSplitScript()
  const clock = { now: () => Date.parse(now), parse: Date.parse }
  new Function('document', 'Date', script)(document, clock)
}

const UPCOMING: [string, string][] = [
  ['a', '2027-01-21T15:00:00Z'],
  ['b', '2027-02-18T15:00:00Z'],
]
const PAST: [string, string][] = [['old', '2026-10-08T14:00:00Z']]

describe('the webinars page script', () => {
  it('leaves the build’s split while nothing has started since', () => {
    const { nodes, document, ids, parse } = page(UPCOMING, PAST)
    for (const part of ['upcoming', 'registration', 'past'] as const) {
      parse(part)
      runAt('2027-01-21T14:59:00Z', document)
    }
    expect(ids(nodes.upcoming)).toEqual(['a', 'b'])
    expect(ids(nodes.past)).toEqual(['old'])
    expect(ids(nodes.select)).toEqual(['a', 'b'])
  })

  it('fixes each part as it is parsed: the upcoming list, the choice, then the past list', () => {
    const { nodes, document, ids, parse } = page(UPCOMING, [])
    const now = '2027-01-21T15:00:00Z'
    parse('upcoming')
    runAt(now, document)
    expect(ids(nodes.upcoming)).toEqual(['b'])
    expect(nodes.upcomingNone.hidden).toBe(true)
    parse('registration')
    runAt(now, document)
    expect(ids(nodes.select)).toEqual(['b'])
    expect(nodes.registration.hidden).toBe(false)
    parse('past')
    runAt(now, document)
    expect(ids(nodes.past)).toEqual(['a'])
    expect(nodes.upcoming.children.map((item) => item.id)).toEqual(['b'])
    expect(nodes.pastNone.hidden).toBe(true)
  })

  it('keeps the past list latest first and hides the registration when nothing is left', () => {
    const { nodes, document, ids, parse } = page(UPCOMING, PAST)
    for (const part of ['upcoming', 'registration', 'past'] as const) {
      parse(part)
      runAt('2027-03-01T00:00:00Z', document)
    }
    expect(ids(nodes.upcoming)).toEqual([])
    expect(ids(nodes.past)).toEqual(['b', 'a', 'old'])
    expect(nodes.upcomingNone.hidden).toBe(false)
    expect(nodes.registration.hidden).toBe(true)
    runAt('2027-03-01T00:00:00Z', document)
    expect(ids(nodes.past)).toEqual(['b', 'a', 'old'])
  })
})
