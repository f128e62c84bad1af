import type { FastifyInstance } from 'fastify'
import { caller, insertProject, memberToken, staffToken } from '../fixtures'

/**
 * Company A with something to steal: an accepted offer (holdings + invoice document),
 * a retirement, a second order with an open offer and a cart line. Returns A's members and
 * every identifying value of A that must never reach another company.
 */
export async function seedCompanyA(app: FastifyInstance) {
  const call = caller(app)
  const admin = await memberToken(app, 'ada.admin@matrix-alpha.com')
  const blocked = await memberToken(app, 'bob.blocked@matrix-alpha.com', {
    role: 'member',
    portfolioAccess: false,
  })
  const staff = await staffToken(app, 'otto.ops@matrix-ops.com')
  const project = await insertProject(app, { credits: 100, priceCents: 2000 })
  const line = { projectId: project.projectId, vintage: project.year, tonnes: 10 }

  const orderIds: string[] = []
  let acceptedOfferId = ''
  for (let i = 0; i < 2; i++) {
    const placed = await call('POST', '/api/orbit/placeOrder', admin.token, { cartItems: [line] })
    if (placed.statusCode !== 201) throw new Error(`placeOrder: ${placed.body}`)
    const order = placed.json().order
    orderIds.push(order.id)
    const offer = await call('POST', `/api/admin/orders/${order.id}/offer`, staff, {
      prices: [{ orderItemId: order.items[0].id, priceCents: 1900 }],
      feeCents: 1234,
      feeLabel: 'Registry fee',
      validDays: 7,
    })
    if (offer.statusCode !== 201) throw new Error(`offer: ${offer.body}`)
    if (i === 0) {
      const accepted = await call('POST', '/api/portfolio-manager/acceptOffer', admin.token)
      if (accepted.statusCode !== 200) throw new Error(`accept: ${accepted.body}`)
      acceptedOfferId = accepted.json().offer.id as string
    }
  }
  const retired = await call('POST', '/api/portfolio/retirements', admin.token, {
    ...line,
    tonnes: 3,
    beneficiary: 'Alpha Secret Beneficiary',
  })
  if (retired.statusCode >= 300) throw new Error(`retire: ${retired.body}`)
  const cart = await call('POST', '/api/orbit/cart/items', admin.token, line)
  if (cart.statusCode >= 300) throw new Error(`cart: ${cart.body}`)

  // Every id and number A's own views show, minus the public catalogue's.
  const views = [
    '/api/portfolio-manager',
    '/api/portfolio/admin-documentation?perPage=100',
    '/api/portfolio/retirement-certificates?perPage=100',
    '/api/orbit',
    '/api/users/company/members',
  ]
  const bodies = await Promise.all(views.map((url) => call('GET', url, admin.token)))
  const text = bodies.map((b) => b.body).join('\n') + cart.body + retired.body
  const publicIds = [project.projectId, project.vintageId]
  const uuids = new Set(text.match(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g))
  const numbers = new Set(text.match(/"(?:number|orderNumber|invoiceNumber)":"([^"]+)"/g))
  const secrets = [
    ...[...uuids].filter((id) => !publicIds.includes(id)),
    ...[...numbers].map((n) => n.split(':')[1]!.replaceAll('"', '')),
    'matrix-alpha.com',
    'Alpha Secret Beneficiary',
  ]
  const documentId = /"id":"([0-9a-f-]{36})"[^}]*"kind":"admin_document"/.exec(bodies[1]!.body)?.[1]
  const cartItemId = /"id":"([0-9a-f-]{36})"/.exec(cart.body)?.[1]
  return {
    admin,
    blocked,
    staff,
    project,
    secrets,
    ids: {
      companyId: admin.companyId,
      userId: blocked.userId,
      documentId: documentId ?? admin.companyId,
      orderId: orderIds[1]!,
      id: cartItemId ?? orderIds[1]!,
      vintageId: project.vintageId,
      offerId: acceptedOfferId,
    } as Record<string, string>,
  }
}
