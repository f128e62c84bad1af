import type { CaseStudy } from '../types'

export const caseStudies: CaseStudy[] = [
  {
    id: 'nordwerk',
    company: 'Nordwerk Maschinenbau',
    sector: 'Maschinenbau, 2.800 Mitarbeitende',
    quote:
      'ATLAS hat uns gezeigt, dass 88 % unseres Fußabdrucks in der Lieferkette liegen. Heute finanzieren wir Entnahme durch Pflanzenkohle für das, was wir noch nicht senken können.',
    result: '14.000 t CO₂e finanziert in 2025, Reduktionsziel von 52 % bis 2030',
  },
  {
    id: 'lumen-software',
    company: 'Lumen Software',
    sector: 'Software, 220 Mitarbeitende',
    quote:
      'Unsere Prüfer haben den Kelp-Export für ESRS E1-7 ohne eine einzige Rückfrage akzeptiert.',
    result: 'VCMI-Silver-Aussage belegt, Bericht in zwei Tagen erstellt',
  },
  {
    id: 'hafenkontor',
    company: 'Hafenkontor Logistik',
    sector: 'Transport und Logistik, 1.100 Mitarbeitende',
    quote:
      'Ein CO₂-Preis von 80 Euro pro Tonne hat unser Klimaziel in eine Budgetzeile verwandelt, die alle verstehen.',
    result: '3 Projekte in 3 Ländern, 6.200 t CO₂e stillgelegt',
  },
  {
    id: 'gruenes-atelier',
    company: 'Grünes Atelier',
    sector: 'Designagentur, 40 Mitarbeitende',
    quote:
      'Wir tragen monatlich zum deutschen Projektportfolio bei und zeigen unseren Kunden die Zertifikate, nicht ein Siegel.',
    result: 'Monatlicher Beitrag zur Moorwiedervernässung seit 2024',
  },
]
