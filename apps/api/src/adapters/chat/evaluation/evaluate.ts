import type { ChatAnswerer } from '../types'
import { fixture } from './fixtures'
import { judge, type EvalCase } from './judge'

export interface EvalResult {
  total: number
  passed: number
  /** Answers that came from the embedded fallback although another answerer was asked. */
  fellBack: number
  failures: { question: string; project: string; reply: string; why: string }[]
}

/** Asks every case once and judges the reply against its expected facts. */
export async function evaluate(
  answerer: ChatAnswerer,
  cases: EvalCase[],
  expectAnsweredBy?: 'embedded' | 'llm',
): Promise<EvalResult> {
  const result: EvalResult = { total: cases.length, passed: 0, fellBack: 0, failures: [] }
  for (const c of cases) {
    const project = fixture(c.project, c.locale)
    const answer = await answerer.answer({
      project,
      question: c.question,
      locale: c.locale,
      history: [],
    })
    const fellBack = expectAnsweredBy !== undefined && answer.answeredBy !== expectAnsweredBy
    if (fellBack) result.fellBack += 1
    const why = fellBack ? `answered by ${answer.answeredBy}` : judge(c, answer.reply)
    if (why)
      result.failures.push({ question: c.question, project: c.project, reply: answer.reply, why })
    else result.passed += 1
  }
  return result
}

export function report(name: string, r: EvalResult): string {
  const share = ((r.passed / r.total) * 100).toFixed(1)
  const lines = [`chat evaluation (${name}): ${r.passed}/${r.total} correct (${share} %)`]
  if (r.fellBack) lines.push(`  ${r.fellBack} answers fell back to the embedded answerer`)
  for (const f of r.failures)
    lines.push(`  ✗ [${f.project}] ${f.question} — ${f.why}\n    ${f.reply}`)
  return lines.join('\n')
}
