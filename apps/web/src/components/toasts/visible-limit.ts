/** Ids of visible toasts beyond the limit, oldest first (the newest `limit` stay). */
export function toastsOverLimit(
  toasts: { id: string; visible: boolean; createdAt: number }[],
  limit: number,
): string[] {
  const visible = toasts.filter((toast) => toast.visible).sort((a, b) => b.createdAt - a.createdAt)
  return visible.slice(limit).map((toast) => toast.id)
}
