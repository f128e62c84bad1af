/**
 * What the navbar needs of the session; the host supplies it (the app from its auth context,
 * the static site from an island that asks the API from the browser).
 */
export interface NavSession {
  status: 'loading' | 'signed-in' | 'signed-out'
  /** The signed-in user's e-mail address; null otherwise. */
  email: string | null
  /** Opens the host's way of signing in. */
  signIn: () => void
  logout: () => void
}
