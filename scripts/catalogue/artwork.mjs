import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { hash01 } from './lib.mjs'

/** One small abstract SVG per category: a two-colour landscape of layered hills and a sun. */
export function writeArtwork(dir, categories) {
  mkdirSync(dir, { recursive: true })
  for (const [key, { colors }] of Object.entries(categories)) {
    const [dark, light] = colors
    const layers = [0, 1, 2].map((i) => {
      const y = 150 + i * 35
      const a = Math.round(hash01(`${key}${i}a`) * 60)
      const b = Math.round(hash01(`${key}${i}b`) * 60)
      return `<path d="M0 ${y - a / 2} C100 ${y - b} 200 ${y + a / 3} 400 ${y - b / 2} V300 H0Z" fill="${i % 2 ? light : dark}" opacity="${(0.55 + i * 0.2).toFixed(2)}"/>`
    })
    const cx = 60 + Math.round(hash01(`${key}sun`) * 280)
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" role="img"><rect width="400" height="300" fill="${light}" opacity="0.35"/><circle cx="${cx}" cy="80" r="34" fill="${light}"/>${layers.join('')}</svg>\n`
    writeFileSync(join(dir, `${key}.svg`), svg)
  }
}
