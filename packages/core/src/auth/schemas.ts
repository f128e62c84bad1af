import { z } from 'zod'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, OTP_LENGTH } from './constants'
import { EMAIL_ERROR_TEXTS, validateBusinessEmail } from './email-rules'

/** A company e-mail: every rule of product.md §5; the issue message is the English text. */
export const businessEmailSchema = z
  .string()
  .trim()
  .max(254)
  .superRefine((value, ctx) => {
    const code = validateBusinessEmail(value)
    if (code)
      ctx.addIssue({ code: 'custom', message: EMAIL_ERROR_TEXTS[code].en, params: { code } })
  })
  .transform((value) => value.toLowerCase())
  .describe('Company e-mail address')

const emailSchema = z.string().trim().min(3).max(254).describe('E-mail address')
const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH)
  .max(PASSWORD_MAX_LENGTH)
  .describe(`Password, ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`)
const tokenSchema = z.string().min(16).max(200).describe('Token from the e-mail link')

export const signUpBodySchema = z
  .object({
    firstName: z.string().trim().min(1).max(100).describe('First name'),
    lastName: z.string().trim().min(1).max(100).describe('Last name'),
    email: emailSchema,
    password: passwordSchema,
  })
  .describe('Sign-up')

export const signInBodySchema = z
  .object({ email: emailSchema, password: z.string().min(1).max(PASSWORD_MAX_LENGTH) })
  .describe('Sign-in with password')

export const emailBodySchema = z.object({ email: emailSchema }).describe('An e-mail address')
export const tokenBodySchema = z.object({ token: tokenSchema }).describe('E-mail link token')
export const resetPasswordBodySchema = z
  .object({ token: tokenSchema, password: passwordSchema })
  .describe('New password')

export const requestOtpBodySchema = z
  .object({
    email: emailSchema,
    path: z.string().max(500).optional().describe('Page the sign-in modal was opened on'),
  })
  .describe('One-time-code request')

export const requestOtpResponseSchema = z
  .object({
    masterCode: z.boolean().describe('A built-in code applies; the client hides "resend"'),
    autoLogin: z.boolean().describe('The client may verify at once with the built-in code'),
  })
  .describe('Sign-in check')

export const loginOtpBodySchema = z
  .object({
    email: emailSchema,
    code: z
      .string()
      .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`))
      .describe(`${OTP_LENGTH}-digit code`),
  })
  .describe('Code verification')

export const tokenResponseSchema = z
  .object({ access_token: z.string().describe('JWT naming a revocable session') })
  .describe('Access token')

export const messageResponseSchema = z
  .object({ message: z.string().describe('Confirmation in the request locale') })
  .describe('Confirmation')

export const currentUserSchema = z
  .object({
    id: z.uuid().describe('User id'),
    email: z.string().describe('E-mail address'),
    firstName: z.string().describe('First name'),
    lastName: z.string().describe('Last name'),
    locale: z.enum(['en', 'de']).describe('Language of mails'),
    emailVerified: z.boolean().describe('Whether the e-mail address is confirmed'),
    company: z
      .object({
        id: z.uuid().describe('Company id'),
        domain: z.string().describe('E-mail domain'),
        name: z.string().describe('Company name'),
      })
      .nullable()
      .describe('The company the user belongs to'),
    role: z.enum(['member', 'admin']).nullable().describe('Role in the company'),
    portfolioAccess: z.boolean().describe('May see the company portfolio'),
  })
  .describe('Current user')

export type SignUpBody = z.infer<typeof signUpBodySchema>
export type SignInBody = z.infer<typeof signInBodySchema>
export type RequestOtpResponse = z.infer<typeof requestOtpResponseSchema>
export type TokenResponse = z.infer<typeof tokenResponseSchema>
export type CurrentUser = z.infer<typeof currentUserSchema>

export const companyMemberSchema = z
  .object({
    userId: z.uuid().describe('User id'),
    email: z.string().describe('E-mail address'),
    firstName: z.string().describe('First name'),
    lastName: z.string().describe('Last name'),
    role: z.enum(['member', 'admin']).describe('Role in the company'),
    portfolioAccess: z.boolean().describe('May see the company portfolio'),
    accessRefused: z
      .boolean()
      .describe('The admin refused their request for access (they cannot sign in)'),
    accessRequestedAt: z.iso
      .datetime()
      .nullable()
      .describe('When they asked for access, while the request awaits a decision'),
  })
  .describe('Company member')

export const companyMembersResponseSchema = z
  .object({
    members: z
      .array(companyMemberSchema)
      .describe('Open access requests first (oldest first), then the others by e-mail'),
  })
  .describe('Company members')

export const memberParamsSchema = z.object({ userId: z.uuid().describe('Member user id') })
export const memberAccessBodySchema = z
  .object({ portfolioAccess: z.boolean().describe('Grant (true) or withdraw (false)') })
  .describe('Portfolio access')
