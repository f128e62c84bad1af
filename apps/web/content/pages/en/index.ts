import type { PagesContent } from '../../types'
import { contact, course } from './company'

export const pages: PagesContent = {
  course,
  contact,
}
