import type { CurrentUser } from '@kelp/core/auth'

/**
 * The client's authentication state as one value, changed by one reducer, so a sign-in
 * outcome (user, status and the modal) is one update: React cannot render a moment in
 * between, such as "signed out and the modal closed", which the route guard answers by
 * opening the modal again.
 */
export interface AuthSnapshot {
  /** 'loading' while the profile is fetched on first render. */
  status: 'loading' | 'signed-in' | 'signed-out'
  user: CurrentUser | null
  modalOpen: boolean
  /**
   * The path on which the visitor closed the modal: they are on their way to a public page,
   * so the guard of the page they leave must not open it again. Cleared on the next path.
   */
  dismissedOn: string | null
}

export type AuthAction =
  | { type: 'signed-in'; user: CurrentUser }
  | { type: 'signed-out' }
  | { type: 'open' }
  | { type: 'close'; leaving?: string }
  /** A signed-in-only page at `path` saw no session. */
  | { type: 'require'; path: string }
  | { type: 'path-changed'; path: string }

export const initialAuthState: AuthSnapshot = {
  status: 'loading',
  user: null,
  modalOpen: false,
  dismissedOn: null,
}

export function authReducer(state: AuthSnapshot, action: AuthAction): AuthSnapshot {
  switch (action.type) {
    case 'signed-in':
      return { status: 'signed-in', user: action.user, modalOpen: false, dismissedOn: null }
    case 'signed-out':
      // Signing out hides the modal (product.md §4); a guarded page asks for it again with 'require'.
      return { ...state, status: 'signed-out', user: null, modalOpen: false }
    case 'open':
      if (state.status === 'signed-in' || state.modalOpen) return state
      return { ...state, modalOpen: true, dismissedOn: null }
    case 'close':
      if (!state.modalOpen) return state
      return { ...state, modalOpen: false, dismissedOn: action.leaving ?? null }
    case 'require':
      if (state.status !== 'signed-out' || state.modalOpen) return state
      if (state.dismissedOn === action.path) return state
      return { ...state, modalOpen: true }
    case 'path-changed':
      if (state.dismissedOn === null || state.dismissedOn === action.path) return state
      return { ...state, dismissedOn: null }
  }
}
