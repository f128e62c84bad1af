import type { ContactBody, ContactResponse } from '@kelp/core/marketing'
import { api } from '@/lib/api-client'

/** Above 500 t a year the contact request goes to sales through the shared contact endpoint. */
export function sendTailoredRequest(body: ContactBody): Promise<ContactResponse> {
  return api.post('/api/contact', body)
}
