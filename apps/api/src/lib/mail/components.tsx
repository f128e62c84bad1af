import { Button, Heading, Link, Text } from '@react-email/components'
import type { CSSProperties, ReactNode } from 'react'

/** Kelp's colours (apps/web globals.css) and type for mail clients, inline as they need. */
export const MAIL_THEME = {
  brand: '#11694a',
  brandDark: '#0b3b2b',
  text: '#1a1a1a',
  muted: '#4b5d55',
  line: '#dfe7e3',
  page: '#effaf5',
  font: "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
} as const

const paragraph: CSSProperties = { fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' }

export function P({ children }: { children: ReactNode }) {
  return <Text style={{ ...paragraph, color: MAIL_THEME.text }}>{children}</Text>
}

export function H({ children }: { children: ReactNode }) {
  return (
    <Heading as="h1" style={{ fontSize: '22px', lineHeight: '28px', margin: '0 0 16px' }}>
      {children}
    </Heading>
  )
}

/** Lines as a list; `title` goes above it. */
export function Bullets({ items, title }: { items: readonly string[]; title?: string }) {
  return (
    <>
      {title ? (
        <P>
          <strong>{title}</strong>
        </P>
      ) : null}
      <ul style={{ ...paragraph, paddingLeft: '20px', color: MAIL_THEME.text }}>
        {items.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </ul>
    </>
  )
}

/** An inline link whose text is its label; the text part shows "label URL". */
export function A({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} style={{ color: MAIL_THEME.brand, textDecoration: 'underline' }}>
      {children}
    </Link>
  )
}

/**
 * The mail's one call to action: a button, with the URL spelled out below for clients that
 * hide buttons. The text part shows the label and the URL once.
 */
export function Action({ href, label }: { href: string; label: string }) {
  return (
    <>
      <Button
        href={href}
        style={{
          backgroundColor: MAIL_THEME.brand,
          borderRadius: '6px',
          color: '#ffffff',
          fontSize: '16px',
          fontWeight: 600,
          padding: '12px 20px',
          margin: '8px 0 8px',
        }}
      >
        {label}
      </Button>
      <Text
        data-skip-in-text="true"
        style={{
          fontSize: '12px',
          lineHeight: '18px',
          color: MAIL_THEME.muted,
          margin: '0 0 16px',
        }}
      >
        <Link href={href} style={{ color: MAIL_THEME.muted, wordBreak: 'break-all' }}>
          {href}
        </Link>
      </Text>
    </>
  )
}

/** A quoted block of what someone wrote (a message they sent us). */
export function Quote({ children }: { children: ReactNode }) {
  return (
    <Text
      style={{
        ...paragraph,
        borderLeft: `3px solid ${MAIL_THEME.line}`,
        paddingLeft: '12px',
        color: MAIL_THEME.muted,
        whiteSpace: 'pre-wrap',
      }}
    >
      {children}
    </Text>
  )
}
