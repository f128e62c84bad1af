import type { ReactNode } from 'react'

/** The frame every authentication page shares. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex min-h-[70vh] items-start justify-center bg-surface px-4 py-12 md:items-center">
      <section className="w-full max-w-md rounded-xl border border-line bg-white p-6 shadow-sm md:p-8">
        <h1 className="mb-6 text-2xl font-bold text-ink">{title}</h1>
        {children}
      </section>
    </div>
  )
}
