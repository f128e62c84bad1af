import { courseContent, type CourseLesson } from '@kelp/core/course'
import type { Locale } from '@kelp/core/http'
import type { MailMessage } from '../../adapters/mail'

export interface CourseMailInput {
  email: string
  firstName: string
  locale: Locale
  /** Absolute web origin, e.g. https://kelp.earth */
  webOrigin: string
  token: string
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

function localUrl(m: CourseMailInput, path: string): string {
  return `${m.webOrigin.replace(/\/$/, '')}${m.locale === 'de' ? '/de' : ''}${path}`
}

export function unsubscribeUrl(m: CourseMailInput): string {
  return `${localUrl(m, '/course/unsubscribe')}?token=${encodeURIComponent(m.token)}`
}

function footer(m: CourseMailInput) {
  const link = unsubscribeUrl(m)
  const text =
    m.locale === 'de'
      ? `Sie erhalten diese E-Mail, weil Sie sich für den kostenlosen E-Mail-Kurs von Kelp angemeldet haben. Abmelden: ${link}`
      : `You receive this e-mail because you signed up for Kelp's free e-mail course. Unsubscribe: ${link}`
  const label = m.locale === 'de' ? 'Vom Kurs abmelden' : 'Unsubscribe from the course'
  return { text, html: `<p><a href="${escape(link)}">${label}</a></p>` }
}

function greeting(m: CourseMailInput) {
  return m.locale === 'de' ? `Hallo ${m.firstName},` : `Hello ${m.firstName},`
}

/** The welcome mail sent right after sign-up. */
export function welcomeMail(m: CourseMailInput): MailMessage {
  const course = courseContent(m.locale)
  const lines = [
    greeting(m),
    ...course.welcome,
    m.locale === 'de' ? 'Ihr Kelp-Team' : 'Your Kelp team',
  ]
  const f = footer(m)
  return {
    to: m.email,
    subject: course.welcomeSubject,
    text: [...lines, f.text].join('\n\n'),
    html: lines.map((l) => `<p>${escape(l)}</p>`).join('') + f.html,
  }
}

/** One lesson: text, concrete steps, a link to read on and the unsubscribe footer. */
export function lessonMail(m: CourseMailInput, lesson: CourseLesson): MailMessage {
  const stepsLabel = m.locale === 'de' ? 'Ihre nächsten Schritte:' : 'Your next steps:'
  const more = localUrl(m, lesson.readMore.path)
  const f = footer(m)
  const text = [
    greeting(m),
    lesson.heading,
    ...lesson.paragraphs,
    [stepsLabel, ...lesson.actions.map((a) => `- ${a}`)].join('\n'),
    `${lesson.readMore.label}: ${more}`,
    f.text,
  ].join('\n\n')
  const html = [
    `<p>${escape(greeting(m))}</p>`,
    `<h1>${escape(lesson.heading)}</h1>`,
    ...lesson.paragraphs.map((p) => `<p>${escape(p)}</p>`),
    `<p><strong>${stepsLabel}</strong></p><ul>${lesson.actions.map((a) => `<li>${escape(a)}</li>`).join('')}</ul>`,
    `<p><a href="${escape(more)}">${escape(lesson.readMore.label)}</a></p>`,
    f.html,
  ].join('')
  return { to: m.email, subject: lesson.subject, text, html }
}
