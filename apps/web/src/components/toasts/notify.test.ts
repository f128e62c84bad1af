import { describe, expect, it, vi } from 'vitest'

const calls: string[] = []
vi.mock('./live-toaster', () => {
  const record = (kind: string) => (message: string, options: { id: string; duration: number }) => {
    calls.push(`${kind}:${message}:${options.id}:${options.duration}`)
    return options.id
  }
  const toast = Object.assign(record('blank'), {
    success: record('success'),
    error: record('error'),
    loading: record('loading'),
    dismiss: (id?: string) => calls.push(`dismiss:${id ?? 'all'}`),
  })
  return { toast, LiveToaster: () => null }
})

const { notify, dismissToast } = await import('./notify')
const { loadToasts } = await import('./toast-loader')

describe('notify', () => {
  it('answers an id at once and shows the toasts in call order once the library is loaded', async () => {
    const first = notify('Saved', { type: 'positive' })
    const second = notify('Failed', { type: 'negative', duration: 4000 })
    notify('Working', { type: 'loading', id: 'job-1' })
    dismissToast('job-1')
    notify('Hello')
    expect(first).not.toBe(second)
    expect(calls).toEqual([])
    await loadToasts()
    await Promise.resolve()
    expect(calls).toEqual([
      `success:Saved:${first}:30000`,
      `error:Failed:${second}:4000`,
      'loading:Working:job-1:Infinity',
      'dismiss:job-1',
      expect.stringMatching(/^blank:Hello:kelp-toast-\d+:30000$/),
    ])
  })
})
