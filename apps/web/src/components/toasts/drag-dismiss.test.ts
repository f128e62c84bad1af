import { describe, expect, it } from 'vitest'
import { isDragDismiss } from './drag-dismiss'

describe('toast drag-dismiss', () => {
  it('dismisses at 80% of the width, in either direction', () => {
    expect(isDragDismiss(280, 350)).toBe(true)
    expect(isDragDismiss(-280, 350)).toBe(true)
    expect(isDragDismiss(279, 350)).toBe(false)
    expect(isDragDismiss(0, 350)).toBe(false)
  })

  it('never dismisses a toast without a measured width', () => {
    expect(isDragDismiss(500, 0)).toBe(false)
  })
})
