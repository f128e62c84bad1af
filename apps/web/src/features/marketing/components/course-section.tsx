import { getTranslations } from 'next-intl/server'
import { CourseSignupForm } from './course-signup-form'

/** The sign-up form below the course description on /course. */
export async function CourseSection({ locale }: { locale: string }) {
  const t = await getTranslations({ locale: locale as never, namespace: 'course.form' })
  return (
    <section aria-labelledby="course-signup" className="mx-auto max-w-[1440px] px-6 pb-16">
      <h2 id="course-signup" className="mb-2 text-2xl font-semibold">
        {t('title')}
      </h2>
      <p className="mb-6 max-w-2xl text-ink/80">{t('lead')}</p>
      <CourseSignupForm />
    </section>
  )
}
