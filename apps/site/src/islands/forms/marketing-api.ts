import type {
  CourseEnrolmentBody,
  CourseEnrolmentResponse,
  CourseUnsubscribeBody,
} from '@kelp/core/course'
import type {
  ContactBody,
  ContactResponse,
  WebinarRegistrationBody,
  WebinarRegistrationResponse,
} from '@kelp/core/marketing'
import { apiRequest } from '@kelp/web/api-client'

/*
 * The marketing forms' API calls, through the one origin with the app's fetch wrapper: the
 * page's language as Accept-Language, its timeout and its `{ message }` errors.
 */

export function sendContact(body: ContactBody): Promise<ContactResponse> {
  return apiRequest<ContactResponse>('/api/contact', { method: 'POST', body })
}

export function enrolInCourse(body: CourseEnrolmentBody): Promise<CourseEnrolmentResponse> {
  return apiRequest<CourseEnrolmentResponse>('/api/course/enrolments', { method: 'POST', body })
}

export function unsubscribeFromCourse(body: CourseUnsubscribeBody): Promise<unknown> {
  return apiRequest('/api/course/unsubscribe', { method: 'POST', body })
}

export function registerWebinar(
  webinarId: string,
  body: WebinarRegistrationBody,
): Promise<WebinarRegistrationResponse> {
  return apiRequest<WebinarRegistrationResponse>(`/api/webinars/${webinarId}/registrations`, {
    method: 'POST',
    body,
  })
}
