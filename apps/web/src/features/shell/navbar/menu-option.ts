/** A navbar menu option (spec §2: each option has id, title, description and href). */
export interface NavOption {
  id: string
  title: string
  description: string
  href: string
}
