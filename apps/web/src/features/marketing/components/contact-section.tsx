import { getTranslations } from 'next-intl/server'
import { ContactForm } from './contact-form'

export async function ContactSection({ locale }: { locale: string }) {
  const t = await getTranslations({ locale: locale as never, namespace: 'contact.form' })
  return (
    <section aria-labelledby="contact-form" className="mx-auto max-w-[1440px] px-6 pb-16">
      <h2 id="contact-form" className="mb-6 text-2xl font-semibold">
        {t('title')}
      </h2>
      <ContactForm />
    </section>
  )
}
