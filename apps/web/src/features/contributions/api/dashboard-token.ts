/** The dashboard token from a magic link lives for this tab only (docs/api/contributions.md). */
const TOKEN_KEY = 'kelp.contribution.token'

export const TOKEN_HEADER = 'X-Contribution-Token'

export function storeDashboardToken(token: string, expiresAt: string): void {
  sessionStorage.setItem(TOKEN_KEY, JSON.stringify({ token, expiresAt }))
}

export function readDashboardToken(now = Date.now()): string | undefined {
  try {
    const stored = JSON.parse(sessionStorage.getItem(TOKEN_KEY) ?? 'null') as {
      token?: unknown
      expiresAt?: unknown
    } | null
    if (typeof stored?.token !== 'string' || typeof stored.expiresAt !== 'string') return undefined
    return Date.parse(stored.expiresAt) > now ? stored.token : undefined
  } catch {
    return undefined
  }
}

export function clearDashboardToken(): void {
  sessionStorage.removeItem(TOKEN_KEY)
}
