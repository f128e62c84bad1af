import type { RequestOtpResponse } from '@kelp/core/auth'
import { LOGIN_TOAST_MS } from '@kelp/core/auth'
import {
  afterLoginPath,
  closeTarget,
  modalBackground,
  readRedirect,
  SignInDialog,
  useOtpFlow,
  type OtpApi,
  type SignInTexts,
} from '@kelp/ui/sign-in'
import { apiRequest } from '@kelp/web/api-client'
import { useState } from 'react'
import { createRoot } from 'react-dom/client'
import { localizedPath, type SiteLocale } from '../i18n/locales'
import { siteLink } from './site-link'
import { showToast } from './toast'

export interface SignInIslandTexts {
  modal: SignInTexts
  /** The toast after signing in. */
  signedIn: string
}

interface OpenSignInOptions {
  locale: SiteLocale
  /** The page's locale-free path. */
  path: string
  texts: SignInIslandTexts
  /** Loads the profile into the navbar; whether the visitor is signed in. */
  onSignedIn: () => Promise<boolean>
}

/** The one-time-code calls, through the one origin: the web server keeps the session cookie. */
const otpApi: OtpApi = {
  requestOtp: (email, path) =>
    apiRequest<RequestOtpResponse>('/api/users/request_otp', {
      method: 'POST',
      body: { email, path },
    }),
  loginOtp: (email, code) =>
    apiRequest('/api/users/login_otp', { method: 'POST', body: { email, code } }),
}

function SiteSignIn({
  locale,
  path,
  texts,
  onSignedIn,
  close,
}: OpenSignInOptions & { close: () => void }) {
  const [stored] = useState(readRedirect)
  const flow = useOtpFlow({
    api: otpApi,
    path: path || '/',
    somethingWrong: texts.modal.somethingWrong,
    onSignedIn: async () => {
      if (!(await onSignedIn())) return false
      close()
      showToast(texts.signedIn, LOGIN_TOAST_MS)
      const target = afterLoginPath(stored)
      if (target !== (path || '/')) window.location.assign(localizedPath(locale, target))
      return true
    },
  })
  return (
    <SignInDialog
      flow={flow}
      texts={texts.modal}
      background={modalBackground(stored)}
      onDismiss={() => window.location.assign(localizedPath(locale, closeTarget(stored)))}
      Link={siteLink(locale)}
    />
  )
}

let open = false

/**
 * The sign-in modal on a static page (docs/product.md §2): the shared dialog, mounted in its
 * own root when the navbar's "Sign in" asks for it; signing in keeps the visitor on the page,
 * as on the app's pages, with the navbar's signed-in menu and the success toast.
 */
export function openSignIn(options: OpenSignInOptions): void {
  if (open) return
  open = true
  const host = document.createElement('div')
  document.body.append(host)
  const root = createRoot(host)
  const close = () => {
    root.unmount()
    host.remove()
    open = false
  }
  root.render(<SiteSignIn {...options} close={close} />)
}
