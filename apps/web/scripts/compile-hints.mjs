// After `next build`: marks the JavaScript every page runs at load for eager compilation
// (V8's explicit compile hints, Chrome 136+; decision 096). Other engines read a comment.
import { readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/** The source with the hint as its first line; unchanged when it is already there. */
export function withCompileHint(source) {
  return source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source
}

/**
 * The chunks every page loads and runs before it is interactive: Next's root main files
 * (React DOM, the App Router, the Turbopack runtime), from the build manifest.
 */
export function startupChunks(nextDir) {
  const manifest = JSON.parse(readFileSync(join(nextDir, 'build-manifest.json'), 'utf8'))
  return manifest.rootMainFiles.filter((file) => file.endsWith('.js'))
}

/** Adds the hint to each startup chunk of the build in `nextDir`; answers the files changed. */
export function addCompileHints(nextDir) {
  const changed = []
  for (const file of startupChunks(nextDir)) {
    const path = join(nextDir, file)
    const source = readFileSync(path, 'utf8')
    const hinted = withCompileHint(source)
    if (hinted !== source) {
      writeFileSync(path, hinted)
      changed.push(file)
    }
  }
  return changed
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const nextDir = join(dirname(fileURLToPath(import.meta.url)), '..', '.next')
  const changed = addCompileHints(nextDir)
  console.log(`compile hints: ${changed.length} startup chunk(s) marked for eager compilation`)
}
