/** The shop's three pages, as plain HTML (the example needs no framework). */

export interface BasketItem {
  name: string
  cents: number
}

export interface OfferedLine {
  projectId: string
  vintage: number
  quantityKg: number
}

export interface ContributionOffer {
  projectName: string
  quantityKg: number
  totalCents: number
  lines: OfferedLine[]
}

export interface PlacedContribution {
  id: string
  number: string | null
  status: string
  inventory: string
  totalCents: number
}

const euro = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' })
const kg = new Intl.NumberFormat('en-IE', { style: 'unit', unit: 'kilogram' })

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

function layout(title: string, body: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)}</title></head><body><main><h1>${escape(title)}</h1>${body}</main></body></html>`
}

export function checkoutPage(
  basket: BasketItem[],
  offer: ContributionOffer | null,
  orderId: string,
) {
  const items = basket.map((i) => `<li>${escape(i.name)} — ${euro.format(i.cents / 100)}</li>`)
  const option = offer
    ? `<label><input type="checkbox" name="contribution" value="on"> Add ${kg.format(offer.quantityKg)} of verified climate action from ${escape(offer.projectName)} for ${euro.format(offer.totalCents / 100)}</label>${offer.lines
        .map(
          (l) =>
            `<input type="hidden" name="line" value="${escape(`${l.projectId}:${l.vintage}:${l.quantityKg}`)}">`,
        )
        .join('')}`
    : '<p>Climate contributions are not available right now.</p>'
  return layout(
    'Checkout',
    `<ul>${items.join('')}</ul><form method="post" action="/checkout"><input type="hidden" name="orderId" value="${escape(orderId)}">${option}<button type="submit">Place order</button></form>`,
  )
}

export function confirmationPage(orderId: string, placed: PlacedContribution | null) {
  const contribution = placed
    ? `<p>Climate contribution: Kelp order ${escape(placed.number ?? placed.id)} (${escape(placed.status)}, ${escape(placed.inventory)}), ${euro.format(placed.totalCents / 100)}.</p>`
    : '<p>No climate contribution with this order.</p>'
  return layout('Thank you', `<p>Shop order ${escape(orderId)} is placed.</p>${contribution}`)
}

export function errorPage(message: string) {
  return layout('Something went wrong', `<p role="alert">${escape(message)}</p>`)
}
