import type { PagesContent } from '../../types'
import { about, contact, course, customers } from './company'
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
}
