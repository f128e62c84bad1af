'use client'

import { useRef, useState, type PointerEvent, type ReactNode } from 'react'
import toast from 'react-hot-toast'
import { isDragDismiss } from './drag-dismiss'

/** Lets a toast be swiped away with a pointer (product.md §9 drag-dismiss threshold). */
export function DraggableToast({ id, children }: { id: string; children: ReactNode }) {
  const start = useRef<number | null>(null)
  const [offset, setOffset] = useState(0)

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    start.current = event.clientX
    event.currentTarget.setPointerCapture(event.pointerId)
  }
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current !== null) setOffset(event.clientX - start.current)
  }
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current === null) return
    const dx = event.clientX - start.current
    start.current = null
    if (isDragDismiss(dx, event.currentTarget.offsetWidth)) toast.dismiss(id)
    setOffset(0)
  }

  return (
    <div
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => {
        start.current = null
        setOffset(0)
      }}
      style={{ transform: offset ? `translateX(${offset}px)` : undefined, touchAction: 'pan-y' }}
    >
      {children}
    </div>
  )
}
