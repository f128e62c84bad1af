export type { MailDraft } from './draft'
export { A, Action, Bullets, H, P, Quote } from './components'
export { renderMail } from './render'
