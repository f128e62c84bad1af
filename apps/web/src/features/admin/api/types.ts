import type { Order } from '@kelp/core/orbit'
import type { PortfolioDocument, Retirement } from '@kelp/core/portfolio'

/** Response shapes of /api/admin/* as @kelp/core/admin's schemas describe them. */
export interface Page<T> {
  items: T[]
  page: number
  perPage: number
  total: number
  pageCount: number
}
export interface AdminCompany {
  id: string
  name: string
  domain: string
  members: number
}
export type AdminOrder = Order & { company: { id: string; name: string; domain: string } }
export interface InventoryRow {
  vintageId: string
  projectId: string
  projectSlug: string
  projectName: string
  vintage: number
  creditsAvailable: number
  priceCents: number
}
export interface AuditEntry {
  id: string
  actor: string
  action: string
  subject: string
  data: Record<string, unknown>
  createdAt: string
}
export type { PortfolioDocument, Retirement }
