// The button lives in the shared design system, with the static site (docs/decisions/131).
export { Button, buttonClasses, type ButtonSize, type ButtonVariant } from '@kelp/ui'
