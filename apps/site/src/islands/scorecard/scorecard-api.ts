import type { Scorecard, ScorecardCreateBody } from '@kelp/core/scorecard'
import { apiRequest } from '@kelp/web/api-client'

/*
 * The scorecard's API calls, through the one origin with the app's fetch wrapper: the page's
 * language as Accept-Language, its timeout and its `{ message }` errors.
 */

export function createScorecard(body: ScorecardCreateBody): Promise<Scorecard> {
  return apiRequest<Scorecard>('/api/scorecard', { method: 'POST', body })
}

/** docs/product.md §7 sends calculatedCosts and savings as 0; the server prices the estimate. */
export function generateScorecard(id: string, emissionsTonnes: number): Promise<Scorecard> {
  return apiRequest<Scorecard>(`/api/scorecard/${id}`, {
    method: 'PUT',
    body: { emissionsTonnes, calculatedCosts: 0, savings: 0 },
  })
}

export function fetchScorecard(id: string): Promise<Scorecard> {
  return apiRequest<Scorecard>(`/api/scorecard/${id}`)
}
