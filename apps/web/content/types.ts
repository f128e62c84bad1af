/** A customer story: the app's home page and the site's customers page (apps/site) show them. */
export interface CaseStudy {
  id: string
  company: string
  sector: string
  quote: string
  result: string
}
