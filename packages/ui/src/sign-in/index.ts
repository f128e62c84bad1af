// The sign-in modal, its own entry so the pages that never open it don't load it.
export { SignInDialog } from './sign-in-dialog'
export { signInTexts, type SignInTexts, type SignInTranslate } from './sign-in-texts'
export { useOtpFlow, type OtpApi, type OtpFlow, type OtpFlowOptions } from './use-otp-flow'
export { afterLoginPath, closeTarget, modalBackground, type ModalBackground } from './redirects'
export { readRedirect, storeRedirect } from './redirect-storage'
