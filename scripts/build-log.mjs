// The production build's log must be clean: no stack trace, no formatting error (the `keys`
// pseudo-locale once logged one per number on its prerendered pages), no `keys` alternate.
import { spawnSync } from 'node:child_process'
import { root } from './lib.mjs'

const PROBLEMS = [
  /FORMATTING_ERROR/,
  /hreflang="?keys/,
  // A stack frame: "    at fn (file.js:12:5)" or "    at file.js:12:5".
  /^\s+at .+:\d+:\d+\)?$/m,
]

/** Lines of a build log that break the rule, each with its line number. */
export function buildLogProblems(log) {
  return log
    .split('\n')
    .map((line, i) => ({ line, number: i + 1 }))
    .filter(({ line }) => PROBLEMS.some((pattern) => pattern.test(line)))
}

/** `npm run build` with its output shown, failing (status 1) on an unclean log. */
export function buildWithCleanLog() {
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  const log = `${result.stdout ?? ''}${result.stderr ?? ''}`
  process.stdout.write(log)
  if (result.status !== 0) return result.status ?? 1
  const problems = buildLogProblems(log)
  if (problems.length === 0) return 0
  console.error(`\nThe build log is not clean (${problems.length} lines):`)
  for (const { line, number } of problems.slice(0, 20)) console.error(`  ${number}: ${line}`)
  return 1
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(buildWithCleanLog())
