/** Saves bytes the browser already holds as a file (the CSV and Excel exports). */
export function saveBlob(filename: string, blob: Blob): void {
  const url = URL.createObjectURL(blob)
  clickLink(url, filename)
  URL.revokeObjectURL(url)
}

function clickLink(href: string, filename: string) {
  const link = document.createElement('a')
  link.href = href
  link.download = filename
  document.body.append(link)
  link.click()
  link.remove()
}

/**
 * Downloads a signed URL (product.md §7) in the current tab. Both storage adapters answer with
 * `Content-Disposition: attachment`, so the browser saves the file and the page stays; a new
 * tab would be left blank once the download starts.
 */
export async function downloadSignedUrl(fetchUrl: () => Promise<{ signedUrl: string }>) {
  const { signedUrl } = await fetchUrl()
  clickLink(new URL(signedUrl, window.location.href).toString(), '')
}
