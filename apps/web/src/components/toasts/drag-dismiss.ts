import { TOAST } from '@/config/toast'

/** product.md §9 "Toasts": a toast dragged sideways by 80% of its width is dismissed. */
export function isDragDismiss(deltaX: number, width: number): boolean {
  return width > 0 && Math.abs(deltaX) >= width * TOAST.dragDismissThreshold
}
