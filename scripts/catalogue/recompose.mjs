// Recomposes the texts (and the derived Isometric standard) of the committed catalogue.json
// from the facts it holds, for changes to texts.mjs when the source folder is not at hand.
// `node scripts/catalogue/build.mjs` gives the same result from the sources.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { root } from '../lib.mjs'
import { composeTexts, ISOMETRIC_STANDARD } from './texts.mjs'

const file = join(root, 'apps/api/src/db/seed-data/catalogue.json')
const catalogue = JSON.parse(readFileSync(file, 'utf8')).map((p) => {
  const project = p.source === 'isometric' ? { ...p, standard: ISOMETRIC_STANDARD } : p
  return { ...project, texts: composeTexts(project) }
})
writeFileSync(file, `${JSON.stringify(catalogue, null, 1)}\n`)
