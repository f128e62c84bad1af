import {
  Body,
  Container,
  Head,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components'
import type { Locale } from '@kelp/core/http'
import type { ReactNode } from 'react'
import { MAIL_THEME } from './components'
import type { MailDraft } from './draft'

const FOOTER = {
  en: { tagline: 'Kelp: carbon credits and climate contributions', unsubscribe: 'Unsubscribe' },
  de: { tagline: 'Kelp: CO₂-Zertifikate und Klimabeiträge', unsubscribe: 'Abmelden' },
} as const satisfies Record<Locale, { tagline: string; unsubscribe: string }>

const small = { fontSize: '12px', lineHeight: '18px', color: MAIL_THEME.muted, margin: '0 0 8px' }

/** The one frame of every Kelp mail: wordmark, white card, footer with the web address. */
export function MailLayout({
  draft,
  home,
  children,
}: {
  draft: MailDraft
  /** The web app's home page in the mail's language (absolute). */
  home: string
  children: ReactNode
}) {
  const footer = FOOTER[draft.locale]
  return (
    <Html lang={draft.locale}>
      <Head />
      {draft.preview ? <Preview>{draft.preview}</Preview> : null}
      <Body style={{ backgroundColor: MAIL_THEME.page, fontFamily: MAIL_THEME.font, margin: 0 }}>
        <Container style={{ maxWidth: '560px', margin: '0 auto', padding: '24px 12px' }}>
          <Section data-skip-in-text="true" style={{ padding: '0 8px 16px' }}>
            <Link
              href={home}
              style={{ color: MAIL_THEME.brandDark, fontSize: '24px', fontWeight: 700 }}
            >
              Kelp
            </Link>
          </Section>
          <Section
            style={{
              backgroundColor: '#ffffff',
              border: `1px solid ${MAIL_THEME.line}`,
              borderRadius: '12px',
              padding: '24px',
            }}
          >
            {children}
          </Section>
          <Section style={{ padding: '16px 8px 0' }}>
            <Text style={small}>
              {footer.tagline} ·{' '}
              <Link href={home} style={{ color: MAIL_THEME.muted }}>
                {home}
              </Link>
            </Text>
            {draft.unsubscribe ? (
              <>
                <Hr style={{ borderColor: MAIL_THEME.line, margin: '8px 0' }} />
                <Text style={small}>
                  {draft.unsubscribe.reason}{' '}
                  <Link href={draft.unsubscribe.page} style={{ color: MAIL_THEME.muted }}>
                    {footer.unsubscribe}
                  </Link>
                </Text>
              </>
            ) : null}
          </Section>
        </Container>
      </Body>
    </Html>
  )
}
