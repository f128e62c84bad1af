import { describe, expect, it } from 'vitest'
import { placeholderFor } from './placeholder-for'

describe('placeholderFor', () => {
  it('follows the product.md table in order', () => {
    expect(placeholderFor('/projects')).toBe('projects-list')
    expect(placeholderFor('/de/projects')).toBe('projects-list')
    expect(placeholderFor('/projects/mangroves-kenya')).toBe('project-detail')
    expect(placeholderFor('/kelpatlas')).toBe('planner')
    expect(placeholderFor('/de/kelpatlas')).toBe('planner')
    expect(placeholderFor('/portfolio-manager')).toBe('portfolio')
    expect(placeholderFor('/manage-portfolio')).toBe('portfolio')
    expect(placeholderFor('/blog')).toBe('blank')
  })
})
