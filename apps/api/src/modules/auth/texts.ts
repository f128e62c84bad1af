import type { LocalizedText } from '../../lib/app-error'

/** Every message the accounts feature answers with (product.md §5, §8), in both languages. */
export const T = {
  accountExists: {
    en: '*An account already exists with this email address',
    de: '*Mit dieser E-Mail-Adresse existiert bereits ein Konto',
  },
  signUpSuccess: {
    en: 'Sign up success! Please check your inbox to verify your email address.',
    de: 'Registrierung erfolgreich! Bitte bestätigen Sie Ihre E-Mail-Adresse über den Link in Ihrem Posteingang.',
  },
  invalidCredentials: { en: 'Invalid credentials', de: 'Ungültige Anmeldedaten' },
  noAccount: {
    en: 'There is no account with this email address. Create an account',
    de: 'Mit dieser E-Mail-Adresse existiert kein Konto. Erstellen Sie ein Konto',
  },
  notVerified: {
    en: 'Please verify your email address first. Check your inbox for the link.',
    de: 'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse. Den Link finden Sie in Ihrem Posteingang.',
  },
  verifySuccess: { en: 'Email verification success', de: 'E-Mail-Adresse erfolgreich bestätigt' },
  alreadyVerified: { en: 'Email Already Verified!', de: 'E-Mail-Adresse bereits bestätigt!' },
  verifyInvalid: {
    en: 'Verification code is not valid!',
    de: 'Der Bestätigungscode ist ungültig!',
  },
  linkExpired: { en: 'Verification link expired', de: 'Bestätigungslink abgelaufen' },
  verificationResent: {
    en: 'Email with the new verification code has been sent.',
    de: 'Eine E-Mail mit dem neuen Bestätigungscode wurde gesendet.',
  },
  emailMissing: { en: 'Email does not exist!', de: 'E-Mail-Adresse existiert nicht!' },
  resetSent: {
    en: 'We have sent you a link to reset your password.',
    de: 'Wir haben Ihnen einen Link zum Zurücksetzen Ihres Passworts gesendet.',
  },
  tokenInvalid: { en: 'Token is not valid!', de: 'Token ist ungültig!' },
  passwordChanged: {
    en: 'Your password has been changed. You can sign in now.',
    de: 'Ihr Passwort wurde geändert. Sie können sich jetzt anmelden.',
  },
  invalidCode: { en: 'Invalid code. Try again.', de: 'Ungültiger Code. Versuchen Sie es erneut.' },
  tooManyCodes: {
    en: 'Too many codes requested. Please wait a few minutes and try again.',
    de: 'Zu viele Codes angefordert. Bitte warten Sie einige Minuten und versuchen Sie es erneut.',
  },
  restricted: {
    en: 'Your company has not given you access yet. Please ask your company admin.',
    de: 'Ihr Unternehmen hat Ihnen noch keinen Zugang gewährt. Bitte wenden Sie sich an Ihren Unternehmensadmin.',
  },
  signInRequired: { en: 'Please sign in.', de: 'Bitte melden Sie sich an.' },
  sessionEnded: {
    en: 'Your session has ended. Please sign in again.',
    de: 'Ihre Sitzung ist beendet. Bitte melden Sie sich erneut an.',
  },
  adminOnly: {
    en: 'Only a company admin can do this.',
    de: 'Nur ein Unternehmensadmin kann das tun.',
  },
  adminNotRefusable: {
    en: 'A company admin cannot be refused.',
    de: 'Einem Unternehmensadmin kann der Zugang nicht verweigert werden.',
  },
  memberMissing: {
    en: 'This person is not a member of your company.',
    de: 'Diese Person ist kein Mitglied Ihres Unternehmens.',
  },
  noPortfolioAccess: {
    en: "You do not have access to your company's portfolio. Ask your company admin to grant it.",
    de: 'Sie haben keinen Zugriff auf das Portfolio Ihres Unternehmens. Bitten Sie Ihre Unternehmensadministration, ihn freizugeben.',
  },
  companyAdminOnly: {
    en: 'Only a company admin can do this.',
    de: 'Das kann nur die Unternehmensadministration.',
  },
  staffOnly: {
    en: 'Only Kelp operators can use the back-office.',
    de: 'Nur Kelp-Mitarbeitende können den Back-Office-Bereich nutzen.',
  },
} satisfies Record<string, LocalizedText>
