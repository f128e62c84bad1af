// The bench's one table: scenario, figure, reference, ratio, budget, pass/fail.
const COLUMNS = ['scenario', 'figure', 'reference', 'ratio', 'budget', 'result']

export function printTable(rows) {
  const cells = rows.map((r) => ({
    scenario: `${r.group}: ${r.scenario}`,
    figure: r.figure,
    reference: r.reference ?? '—',
    ratio: r.ratio === undefined ? '—' : String(r.ratio),
    budget: r.budget,
    result: r.pass ? 'pass' : 'FAIL',
  }))
  const width = Object.fromEntries(
    COLUMNS.map((c) => [c, Math.max(c.length, ...cells.map((r) => r[c].length))]),
  )
  const line = (r) => `| ${COLUMNS.map((c) => r[c].padEnd(width[c])).join(' | ')} |`
  console.log(line(Object.fromEntries(COLUMNS.map((c) => [c, c]))))
  console.log(`|${COLUMNS.map((c) => '-'.repeat(width[c] + 2)).join('|')}|`)
  for (const r of cells) console.log(line(r))
}
