'use client'

import { useId, useRef, type KeyboardEvent } from 'react'
import type { LinkComponent } from './link-component'
import type { NavOption } from './nav-texts'
import { useHoverDisclosure } from './use-hover-disclosure'

/** A desktop navbar dropdown (disclosure pattern: a button that shows a list of links). */
export function NavDropdown({
  label,
  options,
  Link,
}: {
  label: string
  options: NavOption[]
  Link: LinkComponent
}) {
  const { open, toggle, close, rootProps } = useHoverDisclosure()
  const listId = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      close()
      buttonRef.current?.focus()
    }
  }

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- Escape pressed on the button or any item bubbles up here and closes the menu; the wrapper takes no focus itself.
    <div {...rootProps} className="relative" onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={toggle}
        className="flex h-(--height-btn-lg) items-center gap-1 rounded-md px-3 font-medium hover:bg-kelp-50"
      >
        {label}
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={`size-4 fill-current transition-transform ${open ? 'rotate-180' : ''}`}
        >
          <path d="M5 7l5 6 5-6z" />
        </svg>
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute top-full left-0 z-50 mt-1 w-80 rounded-xl border border-line bg-white p-2 shadow-lg"
      >
        {options.map((option) => (
          <li key={option.id}>
            <Link
              href={option.href}
              onClick={close}
              className="block rounded-lg px-3 py-2 hover:bg-kelp-50"
            >
              <span className="block font-semibold">{option.title}</span>
              <span className="block text-sm text-muted">{option.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
