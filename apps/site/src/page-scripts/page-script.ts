/**
 * A page script run as an island (docs/decisions/144): no markup, only code that runs in the
 * browser, loaded by its island's directive instead of a module script in the page.
 */
export interface PageScript<Props = Record<string, never>> {
  readonly kind: typeof PAGE_SCRIPT
  run: (props: Props) => void
}

export const PAGE_SCRIPT = 'kelp-page-script'

export function pageScript<Props = Record<string, never>>(
  run: (props: Props) => void,
): PageScript<Props> {
  return { kind: PAGE_SCRIPT, run }
}

export function isPageScript(value: unknown): value is PageScript<unknown> {
  return (value as PageScript<unknown> | null)?.kind === PAGE_SCRIPT
}
