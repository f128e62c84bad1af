import type { ContentSection } from '../../../../content/types'

export function ContentSections({ sections }: { sections: ContentSection[] }) {
  return (
    <div className="mx-auto grid max-w-[1440px] gap-12 px-6 py-16">
      {sections.map((section) => (
        <section key={section.heading} className="grid max-w-3xl gap-4">
          <h2 className="text-2xl font-semibold">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="leading-relaxed text-ink/85">
              {paragraph}
            </p>
          ))}
          {section.points ? (
            <ul className="grid list-disc gap-2 pl-6 text-ink/85">
              {section.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </div>
  )
}
