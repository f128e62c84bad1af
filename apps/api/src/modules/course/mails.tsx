import { courseContent, type CourseLesson } from '@kelp/core/course'
import type { Locale } from '@kelp/core/http'
import { A, Bullets, H, P, type MailDraft } from '../../lib/mail'

export interface CourseMailInput {
  email: string
  firstName: string
  locale: Locale
  /** Absolute web origin, e.g. https://kelp.earth */
  webOrigin: string
  token: string
}

function localUrl(m: CourseMailInput, path: string): string {
  return `${m.webOrigin.replace(/\/$/, '')}${m.locale === 'de' ? '/de' : ''}${path}`
}

/** The page that unsubscribes (it shows the outcome in the reader's language). */
export function unsubscribeUrl(m: CourseMailInput): string {
  return `${localUrl(m, '/course/unsubscribe')}?token=${encodeURIComponent(m.token)}`
}

/** What a mail client POSTs to for one-click unsubscribe (RFC 8058), through the web origin. */
export function oneClickUnsubscribeUrl(m: CourseMailInput): string {
  const origin = m.webOrigin.replace(/\/$/, '')
  return `${origin}/api/course/unsubscribe/one-click?token=${encodeURIComponent(m.token)}`
}

/** Course mail is subscribed mail: the footer says why, and the list headers unsubscribe. */
function subscription(m: CourseMailInput): MailDraft['unsubscribe'] {
  return {
    reason:
      m.locale === 'de'
        ? 'Sie erhalten diese E-Mail, weil Sie sich für den kostenlosen E-Mail-Kurs von Kelp angemeldet haben.'
        : "You receive this e-mail because you signed up for Kelp's free e-mail course.",
    page: unsubscribeUrl(m),
    oneClick: oneClickUnsubscribeUrl(m),
  }
}

const greeting = (m: CourseMailInput) =>
  m.locale === 'de' ? `Hallo ${m.firstName},` : `Hello ${m.firstName},`

/** The welcome mail sent right after sign-up. */
export function welcomeMail(m: CourseMailInput): MailDraft {
  const course = courseContent(m.locale)
  return {
    to: m.email,
    locale: m.locale,
    subject: course.welcomeSubject,
    unsubscribe: subscription(m),
    body: (
      <>
        <P>{greeting(m)}</P>
        {course.welcome.map((line, i) => (
          <P key={i}>{line}</P>
        ))}
        <P>{m.locale === 'de' ? 'Ihr Kelp-Team' : 'Your Kelp team'}</P>
      </>
    ),
  }
}

/** One lesson: text, concrete steps, a link to read on and the unsubscribe footer. */
export function lessonMail(m: CourseMailInput, lesson: CourseLesson): MailDraft {
  return {
    to: m.email,
    locale: m.locale,
    subject: lesson.subject,
    preview: lesson.heading,
    unsubscribe: subscription(m),
    body: (
      <>
        <P>{greeting(m)}</P>
        <H>{lesson.heading}</H>
        {lesson.paragraphs.map((p, i) => (
          <P key={i}>{p}</P>
        ))}
        <Bullets
          title={m.locale === 'de' ? 'Ihre nächsten Schritte:' : 'Your next steps:'}
          items={lesson.actions}
        />
        <P>
          <A href={localUrl(m, lesson.readMore.path)}>{lesson.readMore.label}</A>
        </P>
      </>
    ),
  }
}
