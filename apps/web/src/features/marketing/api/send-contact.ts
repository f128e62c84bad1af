import type { ContactBody, ContactResponse } from '@kelp/core/marketing'
import { apiRequest } from '@/lib/api-client'

export function sendContact(body: ContactBody): Promise<ContactResponse> {
  return apiRequest<ContactResponse>('/api/contact', { method: 'POST', body })
}
