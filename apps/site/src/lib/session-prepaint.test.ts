import { describe, expect, it } from 'vitest'
import { SESSION_HINT_ATTRIBUTE, SESSION_PREPAINT_SCRIPT } from './session-prepaint'

function run(cookie: string): boolean {
  const attributes = new Set<string>()
  const document = {
    cookie,
    documentElement: { setAttribute: (name: string) => attributes.add(name) },
  }
  new Function('document', SESSION_PREPAINT_SCRIPT)(document)
  return attributes.has(SESSION_HINT_ATTRIBUTE)
}

describe('the session pre-paint script', () => {
  it('marks the page only when the companion cookie is set', () => {
    expect(run('signedIn=1')).toBe(true)
    expect(run('a=b; signedIn=1')).toBe(true)
    expect(run('')).toBe(false)
    expect(run('notSignedIn=1; xsignedIn=1')).toBe(false)
  })
})
