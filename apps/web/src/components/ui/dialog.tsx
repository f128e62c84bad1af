// The dialog lives in the shared design system, with the static site (docs/decisions/131).
export { Dialog } from '@kelp/ui'
