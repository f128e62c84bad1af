'use client'

import { useEffect } from 'react'
import toast, { ToastBar, Toaster, useToasterStore } from 'react-hot-toast'
import { TOAST } from '@/config/toast'
import { DraggableToast } from './draggable-toast'
import { toastsOverLimit } from './visible-limit'

export { toast }

/**
 * The app root's toaster (product.md §9 "Toasts"), loaded on demand by toast-loader.ts: bottom-center,
 * at most 3 visible. react-hot-toast itself holds at most 20 toasts, removes dismissed ones
 * after 1000 ms and uses product.md's per-type durations (blank/error/custom 4000, success 2000,
 * loading never), set explicitly here.
 * Each toast can be swiped away (drag-dismiss at 80% of its width).
 */
export function LiveToaster() {
  const { toasts } = useToasterStore()
  useEffect(() => {
    for (const id of toastsOverLimit(toasts, TOAST.rootVisibleLimit)) toast.dismiss(id)
  }, [toasts])
  return (
    <Toaster
      position={TOAST.rootPosition}
      toastOptions={{
        style: { maxWidth: TOAST.maxWidthPx },
        blank: { duration: TOAST.durationsMs.blank },
        error: { duration: TOAST.durationsMs.error },
        success: { duration: TOAST.durationsMs.success },
        custom: { duration: TOAST.durationsMs.custom },
        loading: { duration: TOAST.durationsMs.loading },
      }}
    >
      {(t) => (
        <DraggableToast id={t.id}>
          <ToastBar toast={t} />
        </DraggableToast>
      )}
    </Toaster>
  )
}
