import type { PagesContent } from '../../types'
import { contact, course, customers } from './company'

export const pages: PagesContent = {
  course,
  contact,
  customers,
}
