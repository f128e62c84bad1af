/** A navbar menu option (product.md §2: each option has id, title, description and href). */
export interface NavOption {
  id: string
  title: string
  description: string
  href: string
}
