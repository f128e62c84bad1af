import type { CurrentUser } from '@kelp/core/auth'
import { describe, expect, it } from 'vitest'
import { authReducer, initialAuthState, type AuthAction, type AuthSnapshot } from './auth-state'

const user = { id: 'u1', email: 'ada@acme-labs.com' } as CurrentUser
const run = (actions: AuthAction[], from: AuthSnapshot = initialAuthState) =>
  actions.reduce(authReducer, from)

describe('auth state', () => {
  it('a sign-in closes the modal in the same update, and the guard cannot reopen it', () => {
    const open = run([{ type: 'signed-out' }, { type: 'require', path: '/orbit' }])
    expect(open.modalOpen).toBe(true)
    const after = run([{ type: 'signed-in', user }], open)
    expect(after).toMatchObject({ status: 'signed-in', user, modalOpen: false })
    expect(run([{ type: 'require', path: '/orbit' }, { type: 'open' }], after).modalOpen).toBe(
      false,
    )
  })

  it('closing on the way out of a guarded page keeps it closed until the path changes', () => {
    const closed = run([
      { type: 'signed-out' },
      { type: 'require', path: '/projects' },
      { type: 'close', leaving: '/projects' },
      { type: 'require', path: '/projects' },
    ])
    expect(closed.modalOpen).toBe(false)
    const back = run(
      [
        { type: 'path-changed', path: '/buy-credits' },
        { type: 'path-changed', path: '/projects' },
        { type: 'require', path: '/projects' },
      ],
      closed,
    )
    expect(back.modalOpen).toBe(true)
  })

  it('signing out hides the modal and keeps nothing of the user', () => {
    const out = run([{ type: 'signed-in', user }, { type: 'signed-out' }])
    expect(out).toMatchObject({ status: 'signed-out', user: null, modalOpen: false })
  })
})
