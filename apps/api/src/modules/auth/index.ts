export { type CompanyCaller, requireCompanyAdmin, requirePortfolioAccess } from './company-access'
export { randomToken, sha256 } from './crypto'
export { readAccessToken, signAccessToken } from './jwt'
export {
  accessGrantedMail,
  accessRefusedMail,
  codeMail,
  resetMail,
  verificationMail,
} from './mails'
export { registerAuthentication, requireAuth, SESSION_SECURITY } from './plugin'
export { markAccessRequested } from './member-repository'
export { ensureCompany, findUserByEmail, insertMembership, insertUser } from './repository'
export { authRoutes } from './routes'
export { authSeeder } from './seed'
export { type AuthContext, createSession } from './session-service'
export { requireStaff, staffActor, staffGuard } from './staff-access'
export { T } from './texts'
