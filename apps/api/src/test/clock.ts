import { afterAll, beforeAll, vi } from 'vitest'

/**
 * The instant a date-dependent test starts from: mid-year, so invoice numbers, purchase years
 * and the year filters a test expects are the same whichever day the suite runs (a run across
 * New Year included).
 */
export const FIXED_NOW = new Date('2026-06-15T12:00:00Z')
export const FIXED_YEAR = FIXED_NOW.getUTCFullYear()

/**
 * Runs this file's tests on a clock that starts at `FIXED_NOW` and then moves on in real time.
 * Only `Date` is faked: timers stay real, so the database, the server and the queue run as
 * usual. Call it at the top of the file, before the other `beforeAll` hooks. Not for tests that
 * drive the PostgreSQL pool to its limits (hundreds of concurrent requests): with it, the
 * concurrency test's exhausted pool answered "cannot reach" instead of "busy", every run (the
 * cause is not yet understood); that test reads the year from its bookings instead.
 */
export function useFixedClock(at: Date = FIXED_NOW) {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: at, shouldAdvanceTime: true })
  })
  afterAll(() => {
    vi.useRealTimers()
  })
}
