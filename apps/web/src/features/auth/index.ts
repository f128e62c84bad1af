export { AuthProvider } from './auth-context'
export { useAuth, type AuthState, type CurrentUser } from './use-auth'
export { RequireAuth } from './components/require-auth'
