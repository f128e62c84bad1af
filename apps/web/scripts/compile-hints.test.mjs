import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { addCompileHints, COMPILE_HINT, withCompileHint } from './compile-hints.mjs'

function fakeBuild(rootMainFiles, chunks) {
  const dir = mkdtempSync(join(tmpdir(), 'kelp-hints-'))
  mkdirSync(join(dir, 'static/chunks'), { recursive: true })
  writeFileSync(join(dir, 'build-manifest.json'), JSON.stringify({ rootMainFiles }))
  for (const [name, source] of Object.entries(chunks)) {
    writeFileSync(join(dir, 'static/chunks', name), source)
  }
  return dir
}
const read = (dir, name) => readFileSync(join(dir, 'static/chunks', name), 'utf8')

describe('withCompileHint', () => {
  it('puts the hint on the first line and keeps the source byte for byte', () => {
    const source = '(globalThis.TURBOPACK||[]).push([1,(e)=>{}])'
    expect(withCompileHint(source)).toBe(`${COMPILE_HINT}${source}`)
    expect(withCompileHint(source).slice(COMPILE_HINT.length)).toBe(source)
  })

  it('adds the hint once however often it runs', () => {
    const once = withCompileHint('var a=1')
    expect(withCompileHint(once)).toBe(once)
  })
})

describe('addCompileHints', () => {
  it('marks exactly the root main files of the build, once', () => {
    const dir = fakeBuild(
      ['static/chunks/react.js', 'static/chunks/app.css', 'static/chunks/router.js'],
      {
        'react.js': 'var react=1',
        'router.js': 'var router=1',
        'page.js': 'var page=1',
        'app.css': 'a{}',
      },
    )
    expect(addCompileHints(dir)).toEqual(['static/chunks/react.js', 'static/chunks/router.js'])
    expect(read(dir, 'react.js')).toBe(`${COMPILE_HINT}var react=1`)
    expect(read(dir, 'router.js')).toBe(`${COMPILE_HINT}var router=1`)
    expect(read(dir, 'page.js')).toBe('var page=1')
    expect(read(dir, 'app.css')).toBe('a{}')
    expect(addCompileHints(dir)).toEqual([])
    expect(read(dir, 'react.js')).toBe(`${COMPILE_HINT}var react=1`)
  })

  it('fails the build when the manifest is missing', () => {
    const dir = mkdtempSync(join(tmpdir(), 'kelp-hints-'))
    expect(() => addCompileHints(dir)).toThrow(/build-manifest\.json/)
  })
})
