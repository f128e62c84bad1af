import type { ReactNode } from 'react'

interface PageHeroProps {
  eyebrow: string
  heading: string
  lead: string
  children?: ReactNode
}

export function PageHero({ eyebrow, heading, lead, children }: PageHeroProps) {
  return (
    <header className="bg-kelp-50">
      <div className="mx-auto flex max-w-[1440px] flex-col gap-5 px-6 py-16 sm:py-24">
        <p className="text-sm font-semibold tracking-widest text-kelp-700 uppercase">{eyebrow}</p>
        <h1 className="max-w-4xl text-4xl font-bold tracking-tight text-balance sm:text-5xl">
          {heading}
        </h1>
        <p className="max-w-3xl text-lg text-ink/80">{lead}</p>
        {children}
      </div>
    </header>
  )
}
