import type { PagesContent } from '../../types'
import { about, contact, course, customers } from './company'
import { imprint, privacyPolicy, termsAndConditions } from './legal'
import { buyCredits, managePortfolio, plan, report } from './solutions'

export const pages: PagesContent = {
  plan,
  'buy-credits': buyCredits,
  'manage-portfolio': managePortfolio,
  report,
  course,
  about,
  contact,
  customers,
  imprint,
  'terms-and-conditions': termsAndConditions,
  'privacy-policy': privacyPolicy,
}
