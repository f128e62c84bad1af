'use client'

import { useEffect, useId, useRef, type ReactNode } from 'react'

/**
 * Modal dialog on the native <dialog>: the rest of the page is inert while it is open (focus
 * stays inside), Escape calls onClose, and focus returns to the opener when it closes.
 * `staticBackdrop` means a backdrop click does not close it (docs/product.md §2 sign-in modal,
 * §4 consent).
 * 750 px wide, full width at 768 px and below; 300 ms transition, 150 ms backdrop
 * (docs/product.md §9).
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  staticBackdrop = false,
  className = '',
}: {
  open: boolean
  onClose: () => void
  title: ReactNode
  children: ReactNode
  staticBackdrop?: boolean
  className?: string
}) {
  const ref = useRef<HTMLDialogElement>(null)
  const opener = useRef<Element | null>(null)
  // Its own id: several dialogs can be in the page at once (the consent dialog always is).
  const titleId = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      opener.current = document.activeElement
      dialog.showModal()
    } else if (!open && dialog.open) {
      dialog.close()
      if (opener.current instanceof HTMLElement) opener.current.focus()
    }
  }, [open])

  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a click on the backdrop is the pointer's Escape, which onCancel already handles for the keyboard.
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      onClick={(event) => {
        if (!staticBackdrop && event.target === ref.current) onClose()
      }}
      className={`m-auto w-full max-w-(--container-modal) rounded-none bg-white p-0 text-ink opacity-100 transition-opacity duration-(--duration-modal) backdrop:bg-black/50 backdrop:transition-opacity backdrop:duration-(--duration-backdrop) max-md:max-w-none md:rounded-xl starting:opacity-0 ${className}`}
    >
      <div className="p-6">
        <h2 id={titleId} className="mb-4 text-xl font-bold">
          {title}
        </h2>
        {children}
      </div>
    </dialog>
  )
}
