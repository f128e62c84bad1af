import { useEffect, useState, useSyncExternalStore, type KeyboardEvent } from 'react'
import { autoplayNext, CAROUSEL_AUTOPLAY_MS, step, type Announcement } from '../lib/carousel-state'

/** One customer story (src/content/customers). */
export interface CarouselSlide {
  id: string
  company: string
  sector: string
  quote: string
  result: string
}

/** The carousel's texts, resolved at build; `{index}` and `{total}` are filled in here. */
export interface CarouselTexts {
  label: string
  slide: string
  previous: string
  next: string
  first: string
  last: string
  goTo: string
  pause: string
  play: string
}

const fill = (template: string, values: Record<string, number>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole))

const buttonLook =
  'flex size-10 items-center justify-center rounded-full border border-kelp-700 text-kelp-700 hover:bg-kelp-100 focus-visible:ring-2 focus-visible:ring-kelp-500 focus-visible:outline-none'

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'
const noChange = () => () => {}
const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia(REDUCED_MOTION).matches

/** Case-study carousel: autoplay every 3 s, pausable, arrow keys, announced (product.md §8, §9). */
export function Carousel({ slides, texts }: { slides: CarouselSlide[]; texts: CarouselTexts }) {
  const [index, setIndex] = useState(0)
  // Read in the browser only: the build's HTML assumes motion is fine. Preact's compat layer
  // asks the browser snapshot at build time too, hence the guard.
  const reducedMotion = useSyncExternalStore(noChange, prefersReducedMotion, () => false)
  // Until the visitor chooses, the carousel plays unless they asked for less motion.
  const [chosen, setPlaying] = useState<boolean>()
  const playing = chosen ?? !reducedMotion
  const [hovered, setHovered] = useState(false)
  const [announcement, setAnnouncement] = useState<Announcement>(null)
  const total = slides.length

  useEffect(() => {
    if (!playing || hovered) return
    const timer = setInterval(() => setIndex((i) => autoplayNext(i, total)), CAROUSEL_AUTOPLAY_MS)
    return () => clearInterval(timer)
  }, [playing, hovered, total])

  function go(delta: -1 | 1) {
    const next = step(index, delta, total)
    setIndex(next.index)
    setAnnouncement(next.announcement)
    setPlaying(false)
  }

  function goTo(target: number) {
    setIndex(target)
    setAnnouncement(null)
    setPlaying(false)
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'ArrowLeft') go(-1)
    else if (event.key === 'ArrowRight') go(1)
    else return
    event.preventDefault()
  }

  const status = announcement ? texts[announcement] : fill(texts.slide, { index: index + 1, total })
  return (
    // Arrow keys pressed on the carousel's own buttons bubble here; hovering pauses autoplay, as
    // the carousel pattern asks.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the carousel pattern's keys and hover pause
    <section
      aria-roledescription="carousel"
      aria-label={texts.label}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      className="grid gap-4"
    >
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          onClick={() => setPlaying(!playing)}
          className={`${buttonLook} w-auto px-4`}
        >
          {playing ? texts.pause : texts.play}
        </button>
        <button
          type="button"
          aria-label={texts.previous}
          onClick={() => go(-1)}
          className={buttonLook}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <button type="button" aria-label={texts.next} onClick={() => go(1)} className={buttonLook}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <div aria-live={playing ? 'off' : 'polite'} aria-atomic="true" className="sr-only">
        {status}
      </div>
      <div className="min-h-[260px]">
        {slides.map((slide, i) => (
          <figure
            key={slide.id}
            role="group"
            aria-roledescription="slide"
            aria-label={fill(texts.slide, { index: i + 1, total })}
            hidden={i !== index}
            className="flex flex-col gap-4 rounded-2xl bg-kelp-50 p-8"
          >
            <blockquote className="text-xl text-ink/90">{slide.quote}</blockquote>
            <figcaption>
              <span className="block font-semibold">{slide.company}</span>
              <span className="block text-sm text-ink/70">{slide.sector}</span>
              <span className="mt-2 block font-medium text-kelp-700">{slide.result}</span>
            </figcaption>
          </figure>
        ))}
      </div>
      <div className="flex gap-2">
        {slides.map((slide, i) => (
          <button
            key={slide.id}
            type="button"
            aria-label={fill(texts.goTo, { index: i + 1 })}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => goTo(i)}
            className="flex size-6 items-center justify-center rounded-full focus-visible:ring-2 focus-visible:ring-kelp-500 focus-visible:outline-none"
          >
            <span className={`size-3 rounded-full ${i === index ? 'bg-kelp-700' : 'bg-ink/25'}`} />
          </button>
        ))}
      </div>
    </section>
  )
}
