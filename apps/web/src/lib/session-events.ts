/**
 * Who is signed in changed (signed out, a session that ended, a new sign-in). What the browser
 * remembered for the previous person (the query cache) listens here and forgets it. A plain
 * listener set, so the shell that announces it carries no data-fetching code.
 */
const listeners = new Set<() => void>()

export function onSessionChange(listener: () => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export function announceSessionChange(): void {
  for (const listener of listeners) listener()
}
