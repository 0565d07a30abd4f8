import { Body, Button, Container, Head, Hr, Html, Img, Link, Preview, Section, Text } from '@react-email/components'
import type { ReactNode } from 'react'

import type { MailContent } from './content'

/** The site's colours (src/app/(site)/globals.css tokens), inline: mail clients drop style sheets. */
const brand = {
  ink: '#282828',
  grey: '#575349',
  orange: '#fb7339',
  orangeText: '#9c3a13',
  inkOnOrange: '#1c1a17',
  beige: '#d7d1c6',
  paper: '#f2efe9',
  white: '#ffffff',
}
const font = "'Inter Tight', 'Helvetica Neue', Helvetica, Arial, sans-serif"

const URL_PATTERN = /(https?:\/\/[^\s<>"]+)/g

/** A paragraph's text with its URLs as links; line breaks kept. */
function linked(text: string): ReactNode[] {
  return text.split('\n').flatMap((line, i) => [
    ...(i ? [<br key={`br${i}`} />] : []),
    ...line.split(URL_PATTERN).map((part, j) =>
      /^https?:\/\//.test(part) ? (
        <Link key={`${i}-${j}`} href={part} style={{ color: brand.orangeText, wordBreak: 'break-all' }}>
          {part}
        </Link>
      ) : (
        part
      ),
    ),
  ])
}

/** The one template of every message the site sends: logo, content, footer. */
export function BrandedMail({ content, siteUrl, preview }: { content: MailContent; siteUrl: string; preview: string }) {
  const paragraph = { color: brand.ink, fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' }
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: brand.paper, fontFamily: font, margin: 0, padding: '24px 12px' }}>
        <Container style={{ maxWidth: '600px', margin: '0 auto' }}>
          <Section style={{ padding: '8px 4px 20px' }}>
            <Link href={siteUrl} style={{ color: brand.ink, textDecoration: 'none' }}>
              <Img
                src={`${siteUrl}/mail-logo.png`}
                width="36"
                height="36"
                alt=""
                style={{ display: 'inline-block', verticalAlign: 'middle', marginRight: '10px' }}
              />
              <span style={{ fontSize: '24px', fontWeight: 700, letterSpacing: '-0.5px', verticalAlign: 'middle' }}>
                pebble
              </span>
            </Link>
          </Section>
          <Section
            style={{
              backgroundColor: brand.white,
              borderRadius: '16px',
              padding: '32px 28px',
              border: `1px solid ${brand.beige}`,
            }}
          >
            <Text style={{ ...paragraph, fontSize: '22px', lineHeight: '30px', fontWeight: 700 }}>
              {linked(content.heading)}
            </Text>
            {content.paragraphs.map((p, i) => (
              <Text key={i} style={paragraph}>
                {linked(p)}
              </Text>
            ))}
            {content.rows?.length ? (
              <table
                role="presentation"
                width="100%"
                cellPadding={0}
                cellSpacing={0}
                style={{ borderTop: `1px solid ${brand.beige}`, margin: '8px 0 20px' }}
              >
                <tbody>
                  {content.rows.map((row, i) => (
                    <tr key={i}>
                      <td style={{ ...cell, fontWeight: row.strong ? 700 : 400 }}>{row.label}</td>
                      <td
                        style={{
                          ...cell,
                          textAlign: 'right',
                          whiteSpace: 'nowrap',
                          fontWeight: row.strong ? 700 : 400,
                        }}
                      >
                        {row.value}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : null}
            {content.action ? (
              <Section style={{ margin: '8px 0 24px' }}>
                <Button
                  href={content.action.href}
                  style={{
                    backgroundColor: brand.orange,
                    color: brand.inkOnOrange,
                    borderRadius: '999px',
                    padding: '14px 28px',
                    fontSize: '16px',
                    fontWeight: 700,
                    textDecoration: 'none',
                  }}
                >
                  {content.action.label}
                </Button>
              </Section>
            ) : null}
            {content.after?.map((p, i) => (
              <Text key={i} style={paragraph}>
                {linked(p)}
              </Text>
            ))}
            <Text style={{ ...paragraph, margin: 0 }}>— The Pebble team</Text>
          </Section>
          <Hr style={{ borderColor: brand.beige, margin: '24px 0 12px' }} />
          <Text style={{ color: brand.grey, fontSize: '13px', lineHeight: '20px', margin: 0, textAlign: 'center' }}>
            Pebble · Electric travel trailers ·{' '}
            <Link href={siteUrl} style={{ color: brand.grey }}>
              {siteUrl.replace(/^https?:\/\//, '')}
            </Link>
            <br />
            You get this e-mail because of your account or a request on our site.
          </Text>
        </Container>
      </Body>
    </Html>
  )
}

const cell = {
  color: brand.ink,
  fontSize: '15px',
  lineHeight: '22px',
  padding: '8px 0',
  borderBottom: `1px solid ${brand.beige}`,
  fontFamily: font,
}
