import type { NamedSSRLoadedRendererValue } from 'astro'
import { isPageScript, PAGE_SCRIPT } from './page-script'

/** The page scripts' renderer on the server: they have no markup. */
const renderer: NamedSSRLoadedRendererValue = {
  name: PAGE_SCRIPT,
  check: async (Component) => isPageScript(Component),
  renderToStaticMarkup: async () => ({ html: '' }),
}

export default renderer
