import type { WebinarRegistrationBody, WebinarRegistrationResponse } from '@kelp/core/marketing'
import { apiRequest } from '@/lib/api-client'

export function registerWebinar(
  webinarId: string,
  body: WebinarRegistrationBody,
): Promise<WebinarRegistrationResponse> {
  return apiRequest<WebinarRegistrationResponse>(`/api/webinars/${webinarId}/registrations`, {
    method: 'POST',
    body,
  })
}
