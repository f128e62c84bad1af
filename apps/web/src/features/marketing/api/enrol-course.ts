import type {
  CourseEnrolmentBody,
  CourseEnrolmentResponse,
  CourseUnsubscribeBody,
} from '@kelp/core/course'
import { apiRequest } from '@/lib/api-client'

export function enrolInCourse(body: CourseEnrolmentBody): Promise<CourseEnrolmentResponse> {
  return apiRequest<CourseEnrolmentResponse>('/api/course/enrolments', { method: 'POST', body })
}

export function unsubscribeFromCourse(body: CourseUnsubscribeBody): Promise<unknown> {
  return apiRequest('/api/course/unsubscribe', { method: 'POST', body })
}
