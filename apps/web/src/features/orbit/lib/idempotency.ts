/**
 * One key per submission attempt: the same key is reused while an attempt is pending (a
 * double click or a retry after a network error sends the same key), and a fresh one is
 * made once an attempt has finished.
 */
export function createKeyHolder(make: () => string = () => crypto.randomUUID()) {
  let current: string | undefined
  return {
    /** The key of the attempt under way, made on first use. */
    take(): string {
      current ??= make()
      return current
    },
    /** Call when the attempt got an answer from the server (success or refusal). */
    settle(): void {
      current = undefined
    },
  }
}
