import { expect, test } from '@playwright/test'
import { shots } from './orbit-helpers'
import { signInForProjects } from './projects-helpers'
import { DESKTOP } from './shell-helpers'

const LOCALES = [
  {
    prefix: '',
    forSale: /^For sale \(\d+\)$/,
    research: /^Research view \(\d+\)$/,
    notForSale: 'Not for sale',
    noRegistry: 'No carbon registry lists it.',
  },
  {
    prefix: '/de',
    forSale: /^Käuflich \(\d+\)$/,
    research: /^Rechercheansicht \(\d+\)$/,
    notForSale: 'Nicht käuflich',
    noRegistry: 'Kein CO₂-Register führt es.',
  },
]

for (const l of LOCALES) {
  test(`${l.prefix || '/en'}: the marketplace sells only listed projects; the research view says why the others are not for sale`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize(DESKTOP)
    await signInForProjects(page, baseURL!)
    await page.goto(`${l.prefix}/projects`)
    const views = page.getByRole('navigation', { name: /research|Recherche/ })
    await expect(views.getByRole('link', { name: l.forSale })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(page.locator('main ul > li article').first()).toBeVisible()
    await expect(page.getByText(l.notForSale)).toHaveCount(0)
    await views.getByRole('link', { name: l.research }).click()
    await expect(page).toHaveURL(/view=research/)
    await expect(views.getByRole('link', { name: l.research })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(page.getByText(l.notForSale).first()).toBeVisible()
    await expect(page.getByText(l.noRegistry).first()).toBeVisible()
    await shots(page, `projects-research${l.prefix.replace('/', '-') || '-en'}`)
  })
}
