/**
 * The largest body the web server forwards to the API through the proxy: above every JSON
 * route's own limit (1 MiB by default), so the API's 413 stays the one that names a route's
 * limit. Document uploads (multipart, up to 50 MB) bypass the proxy through their own route
 * handler (app/api/admin/documents/route.ts). next.config.ts lets the proxy buffer this much
 * (`proxyClientMaxBodySize`; beyond it Next would forward a cut-off body), and
 * src/lib/api-forward.ts refuses anything larger with 413 itself.
 */
export const PROXIED_BODY_LIMIT_BYTES = 4 * 1024 * 1024
