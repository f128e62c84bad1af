import { expect, test } from '@playwright/test'
import { signInForProjects } from './projects-helpers'
import { shots } from './orbit-helpers'
import { DESKTOP, MOBILE } from './shell-helpers'

/** An Isometric project whose registry has published issuances and retirements by others. */
const SLUG = 'humboldt-sawmill-company-hsc'

const LOCALES = [
  {
    prefix: '',
    title: 'Registry history',
    issued: /Issued: [\d,.]+ t in \d+ batches/,
    retirements: 'Recent retirements by others',
    attribution: 'Registry data via CarbonPlan OffsetsDB',
    sources: 'Data and sources',
    none: 'No registry lists this project, so there is no registry history.',
  },
  {
    prefix: '/de',
    title: 'Registerhistorie',
    issued: /Ausgegeben: [\d.,]+ t in \d+ Chargen/,
    retirements: 'Letzte Stilllegungen durch andere',
    attribution: 'Registerdaten über CarbonPlan OffsetsDB',
    sources: 'Daten und Quellen',
    none: 'Kein Register führt dieses Projekt, daher gibt es keine Registerhistorie.',
  },
]

for (const l of LOCALES) {
  test(`${l.prefix || '/en'}: a project page shows its registry history and its data sources`, async ({
    page,
    baseURL,
    request,
  }) => {
    await page.setViewportSize(DESKTOP)
    await signInForProjects(page, baseURL!)
    await page.goto(`${l.prefix}/projects/${SLUG}`)
    const history = page.getByTestId('registry-history')
    await expect(history.getByRole('heading', { name: l.title })).toBeVisible()
    await expect(history.getByText(l.issued)).toBeVisible()
    const retirements = history.getByRole('table', { name: l.retirements })
    await expect(retirements).toBeVisible()
    // Each retirement links to its public page at the registry.
    const first = retirements.getByRole('link').first()
    await expect(first).toHaveAttribute('href', /^https:\/\/to\.isometric\.com\/ret_/)
    await expect(retirements.getByRole('row').nth(1)).not.toContainText('—')
    await expect(history.getByText(l.attribution)).toBeVisible()
    await expect(page.getByRole('heading', { name: l.sources })).toBeVisible()
    await page.setViewportSize(MOBILE)
    await expect(history.getByRole('heading', { name: l.title })).toBeVisible()
    await page.setViewportSize(DESKTOP)
    await shots(page, `registry-history${l.prefix.replace('/', '-') || '-en'}`)

    // A research project at no registry says there is no registry history.
    const research = await request.get('/api/projects?view=research&perPage=48')
    const items = (await research.json()).items as { slug: string; notForSale: string[] }[]
    const unlisted = items.find((p) => p.notForSale.includes('no-registry'))!
    await page.goto(`${l.prefix}/projects/${unlisted.slug}`)
    await expect(page.getByTestId('registry-history')).toContainText(l.none)
  })
}
