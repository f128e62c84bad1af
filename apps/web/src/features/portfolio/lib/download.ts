/** Saves text the browser already holds as a file (used for the CSV exports). */
export function saveTextFile(filename: string, text: string, type: string): void {
  const blob = new Blob([text], { type })
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  document.body.append(link)
  link.click()
  link.remove()
  URL.revokeObjectURL(url)
}

/**
 * Opens a signed download URL in a new tab (spec §7). The tab is opened before the request
 * finishes, inside the click, so pop-up blockers allow it; it is closed again on failure.
 */
export async function openSignedUrl(fetchUrl: () => Promise<{ signedUrl: string }>) {
  const tab = window.open('', '_blank')
  try {
    const { signedUrl } = await fetchUrl()
    // Resolved here: the blank tab has no base URL of its own for a relative /api/files/… path.
    const url = new URL(signedUrl, window.location.href).toString()
    if (tab) tab.location.href = url
    else window.open(url, '_blank', 'noopener')
  } catch (error) {
    tab?.close()
    throw error
  }
}
