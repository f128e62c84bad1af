import type { Page } from '@playwright/test'
import { signInAs } from './shell-helpers'

/** A signed-in visitor for marketplace tests: token cookie plus a stubbed profile. */
export async function signInForProjects(page: Page, baseURL: string) {
  await signInAs(page, baseURL, {
    id: '00000000-0000-4000-8000-000000000002',
    email: 'mara@kelp-buyer.example',
    firstName: 'Mara',
    lastName: 'Keller',
  })
}

export const LOCALES = [
  {
    code: 'en',
    prefix: '',
    title: 'Carbon projects',
    method: 'Method',
    score: 'Minimum score',
    empty: 'No projects match filters',
    clear: 'Clear filters',
    tabs: ['Overview', 'About', 'Quality', 'Impact', "Kelp's take"],
    mobileTabs: ['Overview', 'Quality', 'Impact', 'Take'],
    quality: 'Carbon impact evaluation',
    impact: 'Sustainable Development Goals',
    vintages: 'Vintages',
    attribution: 'Data: CarbonPlan CDR Database (CC BY 4.0)',
    enquire: 'Send an enquiry',
    email: 'Company e-mail',
    firstName: 'First name',
    lastName: 'Last name',
    phone: 'Phone number',
    submit: 'Send enquiry',
    required: '*This is a required field',
    business: 'Please use your company email address.',
    thanks: 'Thank you!',
    confirmSubject: 'Your enquiry about',
  },
  {
    code: 'de',
    prefix: '/de',
    title: 'Klimaschutzprojekte',
    method: 'Methode',
    score: 'Mindestbewertung',
    empty: 'Keine Projekte entsprechen den Filtern',
    clear: 'Filter zurücksetzen',
    tabs: ['Überblick', 'Über das Projekt', 'Qualität', 'Wirkung', 'Kelps Einschätzung'],
    mobileTabs: ['Überblick', 'Qualität', 'Wirkung', 'Einschätzung'],
    quality: 'Bewertung der CO₂-Wirkung',
    impact: 'Ziele für nachhaltige Entwicklung',
    vintages: 'Jahrgänge',
    attribution: 'Daten: CarbonPlan CDR Database (CC BY 4.0)',
    enquire: 'Anfrage senden',
    email: 'Unternehmens-E-Mail',
    firstName: 'Vorname',
    lastName: 'Nachname',
    phone: 'Telefonnummer',
    submit: 'Anfrage senden',
    required: '*Dies ist ein Pflichtfeld',
    business: 'Bitte verwenden Sie Ihre Unternehmens-E-Mail-Adresse.',
    thanks: 'Vielen Dank!',
    confirmSubject: 'Ihre Anfrage zu',
  },
] as const
