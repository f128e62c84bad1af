import { TOAST } from '@/config/toast'
import { loadToasts } from './toast-loader'

export type NotifyType = 'blank' | 'success' | 'error' | 'loading' | 'positive' | 'negative'

let sequence = 0

/**
 * The product's toast helper (product.md §3 "Toast", §9): pass an already translated message.
 * `positive`/`negative` are the product's aliases of success/error. Default 30000 ms, except
 * loading toasts, which never expire until dismissed. Returns the toast's id at once; the
 * toast shows as soon as the toast library is loaded (toast-loader.ts), in call order.
 */
export function notify(
  message: string,
  { type = 'blank', duration, id }: { type?: NotifyType; duration?: number; id?: string } = {},
): string {
  const options = {
    id: id ?? `kelp-toast-${++sequence}`,
    duration: type === 'loading' ? Infinity : (duration ?? TOAST.helperDefaultMs),
  }
  void loadToasts().then(({ toast }) => {
    switch (type) {
      case 'success':
      case 'positive':
        return toast.success(message, options)
      case 'error':
      case 'negative':
        return toast.error(message, options)
      case 'loading':
        return toast.loading(message, options)
      default:
        return toast(message, options)
    }
  })
  return options.id
}

export const dismissToast = (id?: string) =>
  void loadToasts().then(({ toast }) => toast.dismiss(id))
