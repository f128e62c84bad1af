import { expect, type APIRequestContext } from '@playwright/test'
import { signInStaff } from './orbit-helpers'

const BILLING = {
  legalName: 'Registry Test GmbH',
  street: 'Teststraße 1',
  postcode: '10115',
  city: 'Berlin',
  country: 'DE',
  vatId: null,
}

/**
 * Buys tonnes of a project's vintage (its first unless `year` is given) over the API: order,
 * the operator's offer, billing details and the acceptance. They become the company's holding.
 */
export async function buy(
  request: APIRequestContext,
  token: string,
  slug: string,
  tonnes: number,
  year?: number,
) {
  const auth = { Authorization: `Bearer ${token}` }
  const project = await (await request.get(`/api/projects/${slug}`)).json()
  const vintage = year ?? (project.vintages[0].year as number)
  const placed = await request.post('/api/orbit/placeOrder', {
    headers: auth,
    data: { cartItems: [{ projectId: project.id, vintage, tonnes }] },
  })
  expect(placed.status(), await placed.text()).toBe(201)
  const staff = { Authorization: `Bearer ${await signInStaff(request)}` }
  const orderId = (await placed.json()).order.id
  const offer = await request.post(`/api/admin/orders/${orderId}/offer`, {
    headers: staff,
    data: {},
  })
  expect(offer.status(), await offer.text()).toBe(201)
  const billing = await request.put('/api/portfolio/billing', { headers: auth, data: BILLING })
  expect(billing.status(), await billing.text()).toBe(200)
  const accepted = await request.post('/api/portfolio-manager/acceptOffer', {
    headers: auth,
    data: {},
  })
  expect(accepted.ok(), await accepted.text()).toBe(true)
  return { projectId: project.id as string, vintage }
}
