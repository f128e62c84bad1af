import type { InvoiceInput } from './invoice-input'

/** Names from several scripts: every document must print them as given. */
export const NAMES = 'Łódź Dvořák Ελλάδα Москва'

/** An invoice to a Polish business under reverse charge, for the document tests. */
export const invoice: InvoiceInput = {
  kind: 'invoice',
  number: 'RE-2026-000001',
  issuedOn: '2026-03-14',
  suppliedOn: '2026-03-14',
  orderNumber: 'ORB-2026-001042',
  corrects: null,
  reason: null,
  seller: {
    name: 'Kelp GmbH',
    street: 'Musterstraße 1',
    postcode: '10115',
    city: 'Berlin',
    country: 'DE',
    vatId: 'DE123456789',
    email: 'billing@kelp.example',
    bank: { iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', name: 'Commerzbank' },
  },
  paymentReference: 'RE-2026-000001',
  buyer: {
    name: NAMES,
    street: 'ul. Piotrkowska 1',
    postcode: '90-001',
    city: 'Łódź',
    country: 'PL',
    vatId: 'PL1234567890',
  },
  currency: 'EUR',
  lines: [
    {
      description: 'Carbon credits: Kwale Mangrove Restoration, vintage 2022',
      quantity: 10,
      unit: 'TNE',
      unitCents: 2450,
      netCents: 24500,
    },
    { description: 'Service fee', quantity: 1, unit: 'C62', unitCents: 1500, netCents: 1500 },
  ],
  category: 'AE',
  rateBp: 0,
  netCents: 26000,
  vatCents: 0,
}
