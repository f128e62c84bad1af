import { describe, expect, it } from 'vitest'
import { afterLoginPath, closeTarget, modalBackground } from './redirects'

describe('auth redirects', () => {
  it('lands on the stored path or /projects', () => {
    expect(afterLoginPath(null)).toBe('/projects')
    expect(afterLoginPath('/portfolio-manager')).toBe('/portfolio-manager')
    expect(afterLoginPath('//evil.example')).toBe('/projects')
  })

  it('closing at step 0 lands on a public page, never on one that asks for sign-in', () => {
    expect(closeTarget('/kelpatlas')).toBe('/plan')
    // Public pages: the modal opened there by an action closes onto the same page.
    expect(closeTarget('/projects')).toBe('/projects')
    expect(closeTarget('/projects/some-project')).toBe('/projects/some-project')
    expect(closeTarget('/orbit')).toBe('/buy-credits')
    expect(closeTarget('/portfolio')).toBe('/manage-portfolio')
    expect(closeTarget('/portfolio-manager')).toBe('/manage-portfolio')
    expect(closeTarget('/projectsx')).toBe('/')
    expect(closeTarget('/admin')).toBe('/')
    expect(closeTarget('/blog')).toBe('/')
    expect(closeTarget(null)).toBe('/')
  })

  it('chooses the background by the stored path', () => {
    expect(modalBackground(null)).toBe('projects')
    expect(modalBackground('/portfolio')).toBe('portfolio')
    expect(modalBackground('/portfolio-manager')).toBe('portfolio')
    expect(modalBackground('/kelpatlas')).toBe('none')
  })
})
