import type { CaseStudy } from '../types'

export const caseStudies: CaseStudy[] = [
  {
    id: 'nordwerk',
    company: 'Nordwerk Maschinenbau',
    sector: 'Manufacturing, 2,800 employees',
    quote:
      'ATLAS showed us that 88 % of our footprint sits in our supply chain. We now finance biochar removals for what we cannot cut yet.',
    result: '14,000 t CO₂e financed in 2025, reduction goal of 52 % by 2030',
  },
  {
    id: 'lumen-software',
    company: 'Lumen Software',
    sector: 'Software, 220 employees',
    quote:
      'Our auditors accepted the Kelp export for ESRS E1-7 without a single follow-up question.',
    result: 'VCMI Silver claim supported, report prepared in two days',
  },
  {
    id: 'hafenkontor',
    company: 'Hafenkontor Logistik',
    sector: 'Transport and logistics, 1,100 employees',
    quote:
      'A carbon fee of 80 euros per tonne turned our climate goal into a budget line everybody understands.',
    result: '3 projects in 3 countries, 6,200 t CO₂e retired',
  },
  {
    id: 'gruenes-atelier',
    company: 'Grünes Atelier',
    sector: 'Design agency, 40 employees',
    quote:
      'We contribute monthly to the German project portfolio and show our clients the certificates, not a label.',
    result: 'Monthly contribution to peatland restoration since 2024',
  },
]
