export { magicLinkMail, receiptMail } from './mails'
export { contributionRoutes } from './plugin'
export { texts } from './texts'
export { handleWebhook as receivePaymentEvent } from './webhook-service'
