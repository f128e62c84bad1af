export { lessonMail, welcomeMail } from './mails'
export { courseRoutes } from './routes'
