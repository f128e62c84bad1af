import { createHash } from 'node:crypto'

/** The queue lesson jobs live in (pg-boss keeps them in the `pgboss` schema). */
export const LESSON_QUEUE = 'course-lesson'

export interface LessonJob {
  enrolmentId: string
  lesson: number
  round: number
}

/**
 * A job id derived from enrolment, round and lesson: pg-boss inserts with
 * ON CONFLICT DO NOTHING on (queue, id), so scheduling the same lesson twice is a no-op.
 */
export function lessonJobId(job: LessonJob): string {
  const hex = createHash('sha256')
    .update(`course:${job.enrolmentId}:${job.round}:${job.lesson}`)
    .digest('hex')
  // Shape as an RFC 4122 version-5-style UUID so PostgreSQL's uuid type accepts it.
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}
