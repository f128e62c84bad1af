import { CATALOGUE_FIGURES } from '@kelp/core/projects'

/**
 * Content states the catalogue's figures as placeholders (`{criteria}`, `{listed}`, `{screened}`,
 * `{sections}`), filled in at build from @kelp/core, the one source every page quotes. A
 * placeholder that names no figure fails the build.
 */
export function fillFigures(text: string): string {
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    if (!Object.hasOwn(CATALOGUE_FIGURES, name) || name === 'listedShare') {
      throw new Error(`Unknown figure ${placeholder} in content`)
    }
    return String(CATALOGUE_FIGURES[name as keyof typeof CATALOGUE_FIGURES])
  })
}
