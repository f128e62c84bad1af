// Rules for the tests themselves, so a test cannot come to depend on the clock again: browser
// tests wait for a condition, never for a fixed time, and unit tests assert behaviour, not how
// long something took (timings belong in the bench, `npm run bench`). A test that needs a date
// uses a fixed clock (apps/api/src/test/clock.ts, Playwright's page.clock).
import { focusedTests } from './boundaries.js'

const noFixedSleeps = [
  {
    selector: "CallExpression[callee.property.name='waitForTimeout']",
    message:
      'Wait for a condition (expect(…).toBeVisible(), expect.poll, page.clock), not for time.',
  },
  {
    selector:
      "NewExpression[callee.name='Promise'] > ArrowFunctionExpression > CallExpression[callee.name='setTimeout'][arguments.0.type='Identifier']",
    message:
      'A fixed sleep: wait for a condition, hold a route until the test releases it, or use page.clock.',
  },
]

const clockReading =
  "CallExpression[callee.object.name=/^(Date|performance)$/][callee.property.name='now']"
const noWallClockAssertions = [
  {
    selector: `CallExpression[callee.name='expect'] ${clockReading}`,
    message:
      'A wall-clock assertion: assert what happened (an order, a state, a fallback), and measure durations in the bench.',
  },
  {
    selector: `CallExpression[callee.property.name=/^toBeLess(ThanOrEqual|Than)$/] > BinaryExpression ${clockReading}, CallExpression[callee.property.name=/^toBeLess(ThanOrEqual|Than)$/] > ${clockReading}`,
    message:
      'A wall-clock assertion: assert what happened (an order, a state, a fallback), and measure durations in the bench.',
  },
]

export const testRules = [
  {
    files: ['e2e/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', focusedTests, ...noFixedSleeps] },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-restricted-syntax': ['error', focusedTests, ...noWallClockAssertions] },
  },
]
