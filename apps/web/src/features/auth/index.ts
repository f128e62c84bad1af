export { AuthProvider, useAuth, type AuthState, type CurrentUser } from './auth-context'
export { AuthModal } from './components/auth-modal'
export { RequireAuth } from './components/require-auth'
