import type { PageScript } from './page-script'

/** The page scripts' renderer in the browser: hydrating one runs it with its props. */
export default () => async (script: PageScript<unknown>, props: Record<string, unknown>) => {
  script.run(props)
}
