import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  addCartItemBodySchema,
  cartItemParamsSchema,
  cartSchema,
  IDEMPOTENCY_HEADER,
  orbitQuerySchema,
  orbitResponseSchema,
  placeOrderBodySchema,
  placeOrderResponseSchema,
  updateCartItemBodySchema,
} from '@kelp/core/orbit'
import { requireAuth, SESSION_SECURITY } from '../auth'
import { requirePortfolioAccess } from '../auth'
import { addCartItem, getCart, removeCartItem, updateCartItem } from './cart-service'
import { orderHistory, placeOrder } from './order-service'
import { errorResponses } from '../../lib/error-responses'

/** Orders shown in orbit; older ones stay in the back-office. */
const ORDERS_SHOWN = 100
const errors = errorResponses(400, 401, 403, 404)

/** Orbit: the server-side cart and the company's orders (product.md §7 names). */
export const orbitRoutes: FastifyPluginAsyncZod = async (app) => {
  // Cart and order writes touch cart_items, orders, order_items and mail_outbox: no cached read.
  const writes = { config: { keepsReadCaches: true } }
  const tags = ['orbit']
  const security = SESSION_SECURITY

  app.get(
    '/orbit',
    {
      schema: {
        tags,
        security,
        summary: "The caller's cart and the company's orders",
        querystring: orbitQuerySchema,
        response: { 200: orbitResponseSchema, ...errors },
      },
    },
    async (request) => {
      const auth = requireAuth(request)
      const cart = await getCart(app.deps, auth.userId)
      if (!auth.companyId || !auth.portfolioAccess) return { cart, orders: [], years: [] }
      const history = await orderHistory(app.deps, {
        companyId: auth.companyId,
        year: request.query.year,
        limit: ORDERS_SHOWN,
      })
      return { cart, ...history }
    },
  )

  app.get(
    '/orbit/cart',
    {
      schema: {
        tags,
        security,
        summary: "The caller's cart alone (the navbar's line count)",
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request) => getCart(app.deps, requireAuth(request).userId),
  )

  app.post(
    '/orbit/cart/items',
    {
      ...writes,
      schema: {
        tags,
        security,
        summary: 'Add tonnes of a project vintage to the cart',
        body: addCartItemBodySchema,
        response: { 201: cartSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await addCartItem(app.deps, { userId: requireAuth(request).userId, line: request.body }),
        ),
  )

  app.patch(
    '/orbit/cart/items/:id',
    {
      ...writes,
      schema: {
        tags,
        security,
        summary: 'Change the tonnes of a cart line',
        params: cartItemParamsSchema,
        body: updateCartItemBodySchema,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request) =>
      updateCartItem(app.deps, {
        userId: requireAuth(request).userId,
        id: request.params.id,
        tonnes: request.body.tonnes,
      }),
  )

  app.delete(
    '/orbit/cart/items/:id',
    {
      ...writes,
      schema: {
        tags,
        security,
        summary: 'Remove a cart line',
        params: cartItemParamsSchema,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request) =>
      removeCartItem(app.deps, { userId: requireAuth(request).userId, id: request.params.id }),
  )

  app.post(
    '/orbit/placeOrder',
    {
      ...writes,
      schema: {
        tags,
        security,
        summary: 'Place an order (price snapshot); a repeated idempotency key returns the order',
        body: placeOrderBodySchema,
        response: { 200: placeOrderResponseSchema, 201: placeOrderResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const header = request.headers[IDEMPOTENCY_HEADER]
      const result = await placeOrder(app.deps, {
        caller: requirePortfolioAccess(request),
        body: request.body,
        headerKey:
          typeof header === 'string' && header.length >= 8 && header.length <= 100
            ? header
            : undefined,
      })
      return reply.status(result.replayed ? 200 : 201).send(result)
    },
  )
}
