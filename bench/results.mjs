// Where a bench run's figures go: bench/results/latest.json (every row with its raw figures)
// and one section per run appended to bench/results/history.md, so figures stay comparable
// across commits.
import { execFileSync } from 'node:child_process'
import { appendFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const HEADER = `# Bench history

Appended by \`npm run bench\`: one table per run (newest last), each figure next to its
reference and budget. Raw figures of the latest run: \`latest.json\`.
`

function commit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim()
  } catch {
    return 'unknown'
  }
}

const cell = (value) => String(value ?? '—').replaceAll('|', '\\|')

/** Writes the run's rows to `dir`/latest.json and appends them to `dir`/history.md. */
export function recordResults(dir, { only, rows }) {
  mkdirSync(dir, { recursive: true })
  const date = new Date().toISOString()
  const head = commit()
  writeFileSync(
    join(dir, 'latest.json'),
    `${JSON.stringify({ date, commit: head, only, rows }, null, 2)}\n`,
  )
  const history = join(dir, 'history.md')
  if (!existsSync(history)) writeFileSync(history, HEADER)
  const lines = [
    '',
    `## ${date.slice(0, 16).replace('T', ' ')} UTC, ${head} (${only.join(', ')})`,
    '',
    '| scenario | figure | reference | ratio | budget | result |',
    '|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${cell(`${r.group}: ${r.scenario}`)} | ${cell(r.figure)} | ${cell(r.reference)} | ` +
        `${cell(r.ratio)} | ${cell(r.budget)} | ${r.pass ? 'pass' : 'FAIL'} |`,
    ),
  ]
  appendFileSync(history, `${lines.join('\n')}\n`)
}
