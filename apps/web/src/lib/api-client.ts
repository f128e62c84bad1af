import { API_TIMEOUT_MS } from '@kelp/core/auth'

/** An API answer that was not 2xx; `message` is the server's `{ message }` when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body?: unknown,
  ) {
    super(message)
    this.name = 'ApiError'
  }

  /** The request value that failed validation; its message belongs next to a form field. */
  get field(): string | undefined {
    const field = (this.body as { field?: unknown } | undefined)?.field
    return typeof field === 'string' ? field : undefined
  }

  /**
   * The server's own sentence for a rule it enforces (already in the request's language), or
   * undefined when there is none a page should show: a field's validation message, a server
   * failure, or an answer without a `{ message }` body (a proxy's error page, say).
   */
  get pageMessage(): string | undefined {
    const message = (this.body as { message?: unknown } | undefined)?.message
    if (this.status >= 500 || this.field !== undefined || typeof message !== 'string') return
    return message
  }
}

/**
 * What a page (not a form field) says about a failed call: the server's sentence for a rule
 * when it sent one, else the page's own text (the general failure text where nothing better
 * fits). Raw validation text never reaches a page.
 */
export function pageErrorText(error: unknown, fallback: string): string {
  return (error instanceof ApiError ? error.pageMessage : undefined) ?? fallback
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** Sent as JSON; a FormData goes as multipart/form-data (file uploads). */
  body?: unknown
  query?: Record<string, string | number | boolean | undefined>
  /**
   * Whether a 401 logs the user out (default true, product.md §4). False for calls authorised by
   * something other than the sign-in session, such as a contribution dashboard's cookie.
   */
  logoutOn401?: boolean
  /** Overrides the page language for Accept-Language. */
  locale?: string
  /** Defaults to 60 s (product.md §9). */
  timeoutMs?: number
  signal?: AbortSignal
}

let unauthorizedHandler: (() => void) | undefined

/** The auth feature registers its logout here; every 401 calls it (product.md §4). */
export function setUnauthorizedHandler(handler: (() => void) | undefined): void {
  unauthorizedHandler = handler
}

export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined
  const prefix = `${name}=`
  const hit = document.cookie.split('; ').find((part) => part.startsWith(prefix))
  return hit ? decodeURIComponent(hit.slice(prefix.length)) : undefined
}

function pageLocale(): string {
  if (typeof document === 'undefined') return 'en'
  return document.documentElement.lang === 'de' ? 'de' : 'en'
}

/** The path with its query string; undefined values are left out. */
export function apiUrl(path: string, query: ApiRequestOptions['query']): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value))
  }
  const search = params.toString()
  return search ? `${path}?${search}` : path
}

/**
 * Sends the request with the page's language and the timeout. The session travels in the
 * HttpOnly cookie, which the web server turns into the bearer header (docs/decisions/120); no
 * script here ever sees it.
 */
async function send(path: string, options: ApiRequestOptions): Promise<Response> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': options.locale ?? pageLocale(),
  }
  const form = options.body instanceof FormData ? options.body : undefined
  if (options.body !== undefined && !form) headers['Content-Type'] = 'application/json'

  const timeout = AbortSignal.timeout(options.timeoutMs ?? API_TIMEOUT_MS)
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout
  return fetch(apiUrl(path, options.query), {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    body: form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    signal,
    credentials: 'same-origin',
  })
}

/** Throws the non-2xx answer as ApiError (a 401 logs out unless the caller says otherwise). */
async function failure(response: Response, options: ApiRequestOptions): Promise<ApiError> {
  const text = await response.text()
  let data: unknown = undefined
  try {
    data = text ? JSON.parse(text) : undefined
  } catch {
    data = text
  }
  const message =
    data && typeof data === 'object' && 'message' in data && typeof data.message === 'string'
      ? data.message
      : response.statusText
  if (response.status === 401 && options.logoutOn401 !== false) unauthorizedHandler?.()
  return new ApiError(response.status, message, data)
}

/**
 * The shared fetch wrapper: JSON in and out, Accept-Language from the page, a 60 s timeout,
 * `{ message }` errors thrown as ApiError.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const response = await send(path, options)
  if (!response.ok) throw await failure(response, options)
  const text = await response.text()
  try {
    return (text ? JSON.parse(text) : undefined) as T
  } catch {
    return text as T
  }
}

/** A file the API answers (an export, say) as bytes, with the same headers and errors. */
export async function apiBlob(
  path: string,
  options: Omit<ApiRequestOptions, 'method' | 'body'> = {},
): Promise<Blob> {
  const response = await send(path, { ...options, method: 'GET' })
  if (!response.ok) throw await failure(response, options)
  return response.blob()
}

export const api = {
  get: <T>(path: string, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body: body ?? {} }),
  put: <T>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body: body ?? {} }),
  patch: <T>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body: body ?? {} }),
  delete: <T>(path: string, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
}
