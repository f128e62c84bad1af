import type { LinkComponent } from './link-component'

/** Where the navbar's cart link goes: the signed-in company's cart. */
export const CART_PATH = '/orbit'

/**
 * The navbar's cart link for signed-in users with the number of cart lines (`count`, null or 0
 * when there is none to show); `label` is the host's resolved "Cart, n lines".
 */
export function CartLink({
  count,
  label,
  Link,
}: {
  count: number | null
  label: string
  Link: LinkComponent
}) {
  return (
    <Link
      href={CART_PATH}
      aria-label={label}
      className="relative inline-flex items-center rounded-md px-3 py-2 font-medium hover:bg-kelp-50"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-6 fill-none stroke-current"
        strokeWidth="2"
      >
        <path d="M3 4h2l2.4 11h10.2L20 8H6.2M9 20a1 1 0 1 0 0-.01M17 20a1 1 0 1 0 0-.01" />
      </svg>
      {count ? (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 right-0.5 grid min-w-5 place-items-center rounded-full bg-kelp-700 px-1 text-xs font-bold text-white"
        >
          {count}
        </span>
      ) : null}
    </Link>
  )
}
