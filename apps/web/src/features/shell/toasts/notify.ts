import toast from 'react-hot-toast'
import { TOAST } from '@/config/toast'

export type NotifyType = 'blank' | 'success' | 'error' | 'loading' | 'positive' | 'negative'

/**
 * The product's toast helper (spec §3 "Toast", §9): pass an already translated message.
 * `positive`/`negative` are the product's aliases of success/error. Default 30000 ms, except
 * loading toasts, which never expire until dismissed.
 */
export function notify(
  message: string,
  { type = 'blank', duration, id }: { type?: NotifyType; duration?: number; id?: string } = {},
): string {
  const options = {
    id,
    duration: type === 'loading' ? Infinity : (duration ?? TOAST.helperDefaultMs),
  }
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
}

export const dismissToast = (id?: string) => toast.dismiss(id)
