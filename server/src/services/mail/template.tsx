// The automatic JSX runtime whichever tsconfig the runner reads (tsx from the repository root reads the root one).
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Language } from '@front-office/shared/core';

/** A titled list of label/value rows (the answers, the receipt's figures, its payments). */
export interface MailTable {
  title: string;
  rows: readonly (readonly [label: string, value: string])[];
}

/**
 * What every message is made of. All of it is data, user text included (answers, form and
 * organization names, the form's e-mail text): React escapes every string it renders, so no
 * answer can add markup to a message. No image at all: the message reads without remote content.
 */
export interface MailContent {
  language: Language;
  title: string;
  paragraphs: readonly string[];
  tables?: readonly MailTable[];
  action?: { label: string; href: string };
  /** Paragraphs after the action (the form's e-mail text comes before). */
  after?: readonly string[];
  footer: string;
}

const page = { backgroundColor: '#f4f5f7', fontFamily: 'Arial, Helvetica, sans-serif', color: '#1f2933' };
const card = { backgroundColor: '#ffffff', padding: '24px', maxWidth: '600px', border: '1px solid #d9dde3' };
const cell = { padding: '4px 8px 4px 0', fontSize: '14px', verticalAlign: 'top' as const };
const button = { backgroundColor: '#1d4ed8', color: '#ffffff', padding: '10px 16px', borderRadius: '4px', textDecoration: 'none', display: 'inline-block' };

function Message({ content }: { content: MailContent }) {
  return (
    <Html lang={content.language}>
      <Head />
      <Preview>{content.paragraphs[0] ?? content.title}</Preview>
      <Body style={page}>
        <Container style={card}>
          <Heading as="h1" style={{ fontSize: '20px' }}>
            {content.title}
          </Heading>
          {content.paragraphs.map((paragraph, index) => (
            <Text key={index} style={{ whiteSpace: 'pre-line' }}>
              {paragraph}
            </Text>
          ))}
          {content.tables?.map((table) => (
            <Section key={table.title}>
              <Heading as="h2" style={{ fontSize: '16px' }}>
                {table.title}
              </Heading>
              <table role="presentation" cellPadding={0} cellSpacing={0}>
                <tbody>
                  {table.rows.map(([label, value], index) => (
                    <tr key={index}>
                      <td style={{ ...cell, fontWeight: 'bold' }}>{label}</td>
                      <td style={cell}>{value}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </Section>
          ))}
          {content.action ? (
            <Section style={{ margin: '16px 0' }}>
              <Link href={content.action.href} style={button}>
                {content.action.label}
              </Link>
            </Section>
          ) : null}
          {content.after?.map((paragraph, index) => (
            <Text key={index} style={{ whiteSpace: 'pre-line' }}>
              {paragraph}
            </Text>
          ))}
          <Hr />
          <Text style={{ fontSize: '12px', color: '#52606d' }}>{content.footer}</Text>
        </Container>
      </Body>
    </Html>
  );
}

/** French sets a space before the colon. */
const COLON: Record<Language, string> = { en: ': ', fr: ' : ' };

/** The same content as plain text: one `label: value` line per row, the link spelled out. */
export function plainText(content: MailContent): string {
  const colon = COLON[content.language];
  const blocks = [
    content.title,
    ...content.paragraphs,
    ...(content.tables ?? []).map((table) => [table.title, ...table.rows.map(([label, value]) => `${label}${colon}${value}`)].join('\n')),
    ...(content.action ? [`${content.action.label}${colon}${content.action.href}`] : []),
    ...(content.after ?? []),
    `--\n${content.footer}`,
  ];
  return `${blocks.join('\n\n')}\n`;
}

/** React Email's document type (the XHTML 1.0 Transitional that mail clients expect), as its `render` writes it. */
const DOCTYPE = '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/**
 * The message as HTML and as plain text. React's static renderer writes the same markup as
 * React Email's `render` (without React's comment markers) for an eighth of the CPU: `render`
 * streams through web streams and Suspense, which these components never use. Every public
 * submission renders its confirmation in its request (docs/load.md).
 */
export function renderMail(content: MailContent): { html: string; text: string } {
  return { html: `${DOCTYPE}${renderToStaticMarkup(<Message content={content} />)}`, text: plainText(content) };
}
