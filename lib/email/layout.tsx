import { Body, Container, Head, Heading, Hr, Html, Preview, Text, toPlainText } from '@react-email/components';
import type { ReactNode } from 'react';

/** The look every email of the site shares (inline styles: email clients ignore style sheets). */
export const emailStyles = {
  body: { backgroundColor: '#f1f5f9', fontFamily: 'Helvetica, Arial, sans-serif', color: '#0f172a', margin: 0 },
  container: { backgroundColor: '#ffffff', borderRadius: 16, margin: '24px auto', maxWidth: 600, padding: 32 },
  heading: { fontSize: 22, margin: '0 0 12px' },
  section: {
    fontSize: 13,
    fontWeight: 700,
    letterSpacing: 1,
    textTransform: 'uppercase',
    color: '#1d4ed8',
    margin: '24px 0 8px',
  },
  text: { fontSize: 15, lineHeight: 1.6 },
  button: {
    backgroundColor: '#1d4ed8',
    borderRadius: 12,
    color: '#ffffff',
    display: 'inline-block',
    fontSize: 16,
    fontWeight: 700,
    padding: '14px 24px',
    textDecoration: 'none',
  },
  footer: { color: '#64748b', fontSize: 12 },
} as const;

type EmailLayoutProps = { lang: string; preview: string; heading: string; footer: string; children: ReactNode };

/** An email's frame: its language, the inbox preview line, the heading, then the content and a footer. */
export function EmailLayout({ lang, preview, heading, footer, children }: EmailLayoutProps) {
  return (
    <Html lang={lang}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={emailStyles.body}>
        <Container style={emailStyles.container}>
          <Heading as="h1" style={emailStyles.heading}>
            {heading}
          </Heading>
          {children}
          <Hr />
          <Text style={emailStyles.footer}>{footer}</Text>
        </Container>
      </Body>
    </Html>
  );
}

/** An email's plain-text part, from its HTML: the title as written, tables in columns, each link by its text. */
export const plainText = (html: string) =>
  toPlainText(html, {
    selectors: [
      { selector: 'h1', options: { uppercase: false } },
      { selector: 'table', format: 'dataTable', options: { colSpacing: 2, maxColumnWidth: 300 } },
      { selector: 'a', options: { ignoreHref: true } },
    ],
  });
