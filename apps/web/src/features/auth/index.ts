export { AuthProvider } from './auth-context'
export { useAuth, type AuthState, type CurrentUser } from './use-auth'
export { AuthModal } from './components/auth-modal'
export { RequireAuth } from './components/require-auth'
