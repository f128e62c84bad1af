/** Auth numbers from product.md (§4, §9) and docs/architecture.md §4, in one place. */
export const OTP_LENGTH = 5
export const OTP_TTL_MS = 10 * 60_000
/** A code dies after this many wrong tries; the next guess fails even when right. */
export const OTP_MAX_ATTEMPTS = 5
/** Codes one e-mail may request per OTP_TTL_MS window. */
export const OTP_REQUESTS_PER_WINDOW = 5
/** How long an autoLogin grant lets the built-in code through. */
export const AUTO_LOGIN_WINDOW_MS = 60_000
/** The built-in code the client sends when the server granted autoLogin (product.md §4). */
export const AUTO_LOGIN_CODE = '00000'
export const VERIFY_TOKEN_TTL_MS = 24 * 60 * 60_000
export const RESET_TOKEN_TTL_MS = 60 * 60_000
export const SESSION_TTL_MS = 30 * 24 * 60 * 60_000
export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 128

/** Client side (product.md §3, §4, §9). */
/** The session token: HttpOnly, set and read by the web server only (docs/decisions/120). */
export const ACCESS_TOKEN_COOKIE = 'accessToken'
/** Beside it, readable by page scripts: "a session cookie is set" (never the token). */
export const SIGNED_IN_COOKIE = 'signedIn'
export const AUTH_REDIRECT_KEY = 'AUTH_REDIRECT'
export const DEFAULT_AFTER_LOGIN = '/projects'
export const LOGIN_TOAST_MS = 1000
export const CODE_NOTICE_MS = 2000
export const API_TIMEOUT_MS = 60_000

/** The seeded demo account (demo mode only): company kelp-demo.com, role admin. */
export const DEMO_EMAIL = 'alex.demo@kelp-demo.com'
export const DEMO_COMPANY_DOMAIN = 'kelp-demo.com'
