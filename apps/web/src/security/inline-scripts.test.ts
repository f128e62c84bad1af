import { describe, expect, it } from 'vitest'
import { inlineScripts, scriptHashes } from './inline-scripts'

/** Hashes of the inline scripts of prerendered pages (docs/decisions/090); expected values from sha256sum. */
describe('inline script hashes', () => {
  it('hashes the raw UTF-8 text of each inline script, as CSP does', () => {
    expect(scriptHashes('<p>x</p><script>window.a = 1</script><script></script>')).toEqual([
      'sha256-Aif1QuaDxF56ZK3+IyoelKcjrWC+BWl5ZGfcO1AMmA4=',
      'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=',
    ])
  })

  it('leaves out external scripts and data blocks, keeps modules and JS types', () => {
    const html = [
      '<script src="/_next/static/chunks/a.js" async="">ignored</script>',
      '<script type="application/ld+json">{"@type":"Article"}</script>',
      '<script type="application/json" id="data">{}</script>',
      '<script type="module">import x from "/y.js"</script>',
      '<script type="text/javascript" id="_R_">window.a = 1</script>',
      "<SCRIPT data-x='a>b'>window.a = 1</SCRIPT>",
    ].join('')
    expect(inlineScripts(html)).toEqual(['import x from "/y.js"', 'window.a = 1', 'window.a = 1'])
    expect(scriptHashes(html)).toEqual([
      'sha256-jkVDZwQitTqTcgsmF8YBqiGvKGiEWKbaK+2ErmLj37U=',
      'sha256-Aif1QuaDxF56ZK3+IyoelKcjrWC+BWl5ZGfcO1AMmA4=',
    ])
  })

  it('ends a script at the first </script, like the parser, and reads CR LF as LF', () => {
    expect(inlineScripts('<script>a\r\nb</script ><script>"<b>"</script>')).toEqual([
      'a\nb',
      '"<b>"',
    ])
    expect(scriptHashes('<script>a\r\nb</script>')).toEqual([
      'sha256-fhj3NzEbLcOy8mndeDlrA1HxT7Zu+oefdoyyMYGIPHg=',
    ])
  })

  it('finds no script in a page without one', () => {
    expect(scriptHashes('<html><body>static</body></html>')).toEqual([])
  })
})
