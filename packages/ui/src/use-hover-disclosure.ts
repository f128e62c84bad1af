'use client'

import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react'
import { NAVBAR_BEHAVIOUR } from './nav-links'
import { useOutsideClick } from './use-outside-click'

/**
 * Open on hover or click; close 300 ms after the pointer leaves, on an outside click or on
 * Escape (docs/product.md §2 "Behaviour", §9 "Navbar").
 */
export function useHoverDisclosure() {
  const [open, setOpen] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  // A click right after hover-opening keeps the dropdown open instead of toggling it shut.
  const openedByHover = useRef(false)

  const cancelClose = useCallback(() => clearTimeout(timer.current), [])
  const close = useCallback(() => {
    clearTimeout(timer.current)
    setOpen(false)
  }, [])
  useOutsideClick(rootRef, open, close)
  useEffect(() => () => clearTimeout(timer.current), [])

  return {
    open,
    rootRef,
    close,
    toggle: () => {
      cancelClose()
      if (openedByHover.current) {
        openedByHover.current = false
        setOpen(true)
      } else setOpen((value) => !value)
    },
    rootProps: {
      ref: rootRef,
      onPointerEnter: (event: PointerEvent) => {
        if (event.pointerType !== 'mouse') return
        cancelClose()
        openedByHover.current = !open
        setOpen(true)
      },
      onPointerLeave: (event: PointerEvent) => {
        if (event.pointerType !== 'mouse') return
        cancelClose()
        openedByHover.current = false
        timer.current = setTimeout(() => setOpen(false), NAVBAR_BEHAVIOUR.dropdownCloseDelayMs)
      },
    },
  }
}
