export { contactMails, webinarMail } from './mails'
export { marketingRoutes } from './routes'
export { createContactRequest } from './service'
