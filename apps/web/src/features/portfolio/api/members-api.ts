import { api } from '@/lib/api-client'

/** A company member as `companyMemberSchema` (@kelp/core/auth) describes it. */
export interface CompanyMember {
  userId: string
  email: string
  firstName: string
  lastName: string
  role: 'member' | 'admin'
  portfolioAccess: boolean
  /** The admin refused their request; they cannot sign in until access is granted. */
  accessRefused: boolean
  /** When they asked for access, while the request awaits the admin's decision. */
  accessRequestedAt: string | null
}
type Members = { members: CompanyMember[] }

/** Company admins manage who sees the portfolio (endpoints of the auth module). */
export const setMemberAccess = (userId: string, portfolioAccess: boolean) =>
  api.put<Members>(`/api/users/company/members/${userId}/access`, { portfolioAccess })

/** Refuses a colleague's request for access; the API tells them by e-mail. */
export const refuseMember = (userId: string) =>
  api.post<Members>(`/api/users/company/members/${userId}/refusal`)
