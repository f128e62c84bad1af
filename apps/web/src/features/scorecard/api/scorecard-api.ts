import type { Scorecard, ScorecardCreateBody } from '@kelp/core/scorecard'
import { apiRequest } from '@/lib/api-client'

export function createScorecard(body: ScorecardCreateBody): Promise<Scorecard> {
  return apiRequest<Scorecard>('/api/scorecard', { method: 'POST', body })
}

/** product.md §7 sends calculatedCosts and savings as 0; the server computes both from the tonnes. */
export function generateScorecard(id: string, emissionsTonnes: number): Promise<Scorecard> {
  return apiRequest<Scorecard>(`/api/scorecard/${id}`, {
    method: 'PUT',
    body: { emissionsTonnes, calculatedCosts: 0, savings: 0 },
  })
}

export function fetchScorecard(id: string): Promise<Scorecard> {
  return apiRequest<Scorecard>(`/api/scorecard/${id}`)
}
