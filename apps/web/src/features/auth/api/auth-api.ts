import type { CurrentUser, RequestOtpResponse } from '@kelp/core/auth'
import { api } from '@/lib/api-client'

type Message = { message: string }
/** The web server keeps the new session's token in its HttpOnly cookie; the page gets none. */
type SignedIn = Record<string, never>

export const authApi = {
  me: () => api.get<CurrentUser>('/api/users/me'),
  requestOtp: (email: string, path: string) =>
    api.post<RequestOtpResponse>('/api/users/request_otp', { email, path }),
  loginOtp: (email: string, code: string) =>
    api.post<SignedIn>('/api/users/login_otp', { email, code }),
  signIn: (email: string, password: string) =>
    api.post<SignedIn>('/api/auth/sign-in', { email, password }),
  signUp: (body: { firstName: string; lastName: string; email: string; password: string }) =>
    api.post<Message>('/api/auth/sign-up', body),
  verifyEmail: (token: string) => api.post<Message>('/api/auth/verify-email', { token }),
  resendVerification: (email: string) =>
    api.post<Message>('/api/auth/resend-verification', { email }),
  forgotPassword: (email: string) => api.post<Message>('/api/auth/forgot-password', { email }),
  resendReset: (email: string) => api.post<Message>('/api/auth/resend-reset', { email }),
  resetPassword: (token: string, password: string) =>
    api.post<Message>('/api/auth/reset-password', { token, password }),
  // Ends the session and clears the cookie; a 401 here (session already over) is no news.
  logout: () => api.post<void>('/api/auth/logout', undefined, { logoutOn401: false }),
}
