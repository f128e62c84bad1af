/**
 * The largest body the web server forwards to the API: above every API route's own limit
 * (1 MiB of JSON, 15 MiB for base64 document uploads, up to 50 MiB for multipart uploads), so
 * the API's 413 stays the one that names a route's limit. next.config.ts lets the proxy buffer
 * this much (`proxyClientMaxBodySize`; beyond it Next would forward a cut-off body), and
 * src/lib/api-forward.ts refuses anything larger with 413 itself.
 */
export const PROXIED_BODY_LIMIT_BYTES = 64 * 1024 * 1024
