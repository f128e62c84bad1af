import type { ReactNode } from 'react'

export const inputClass =
  'h-(--height-btn-lg) w-full rounded-md border border-line bg-white px-3 aria-invalid:border-danger'

/** A labelled back-office control. */
export function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="grid content-start gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
    </div>
  )
}
