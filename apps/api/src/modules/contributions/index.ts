export { magicLinkMail, receiptMail } from './mails'
export { contributionRoutes } from './plugin'
export { texts } from './texts'
