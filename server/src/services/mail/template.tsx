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
import { escapeHtml } from '@front-office/shared/core';

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

/** React's static markup of the message, the reference the compiled layouts below are made from and checked against. */
export function reactMailHtml(content: MailContent): string {
  return `${DOCTYPE}${renderToStaticMarkup(<Message content={content} />)}`;
}

// Compiled layouts. A message's markup depends on its texts only where they stand, once escaped;
// its layout (language, how many paragraphs, tables and rows, an action or not) decides the rest.
// So each layout is rendered once by React with a marker in place of every text, split at the
// markers, and a message is its layout's pieces with its texts escaped between them: the same
// markup (test/mail-template.test.ts compares them on many messages) for a tenth of the CPU.

/** Every text of a message, in one fixed order, and the same message rebuilt from such a list. */
function textsOf(content: MailContent): string[] {
  return [
    content.title,
    ...content.paragraphs,
    ...(content.tables ?? []).flatMap((table) => [table.title, ...table.rows.flatMap(([label, value]) => [label, value])]),
    ...(content.action ? [content.action.label, content.action.href] : []),
    ...(content.after ?? []),
    content.footer,
  ];
}

function withTexts(content: MailContent, texts: readonly string[]): MailContent {
  let next = 0;
  const take = () => texts[next++] as string;
  return {
    language: content.language,
    title: take(),
    paragraphs: content.paragraphs.map(take),
    tables: content.tables?.map((table) => ({ title: take(), rows: table.rows.map(() => [take(), take()] as const) })),
    action: content.action ? { label: take(), href: take() } : undefined,
    after: content.after?.map(take),
    footer: take(),
  };
}

const layoutOf = (content: MailContent) =>
  [content.language, content.paragraphs.length, (content.tables ?? []).map((table) => table.rows.length).join(','), content.action ? 1 : 0, content.after?.length ?? 0].join('|');


// React Email's Preview (@react-email/preview): the text cut at 150 characters, then as many
// invisible characters as it falls short of them, so mail clients show no body text beside it.
const PREVIEW_LENGTH = 150;
const PREVIEW_FILL = '\u00a0\u200c\u200b\u200d\u200e\u200f\ufeff';
function previewHtml(text: string): string {
  const shown = text.substring(0, PREVIEW_LENGTH);
  return shown.length >= PREVIEW_LENGTH ? escapeHtml(shown) : `${escapeHtml(shown)}<div>${PREVIEW_FILL.repeat(PREVIEW_LENGTH - shown.length)}</div>`;
}

/** A marker no escaping changes; `p` marks the preview. */
const marker = (slot: number | 'p') => `\ue000${slot}\ue001`;
const MARKERS = /\ue000(\d+|p)\ue001/g;

/** A layout: markup pieces, and between each two the text (its index) or the preview (-1) that goes there. */
interface Layout {
  pieces: string[];
  slots: number[];
  preview: number;
}

function compileLayout(content: MailContent): Layout | null {
  const count = textsOf(content).length;
  const markers = Array.from({ length: count }, (_unused, index) => marker(index));
  let html = reactMailHtml(withTexts(content, markers));
  // The preview repeats the first paragraph (else the title) with a fill that depends on its length.
  const preview = content.paragraphs.length > 0 ? 1 : 0;
  const shownMarker = marker(preview);
  const previewBlock = `${shownMarker}<div>${PREVIEW_FILL.repeat(PREVIEW_LENGTH - shownMarker.length)}</div>`;
  if (html.indexOf(previewBlock) < 0 || html.indexOf(previewBlock) !== html.lastIndexOf(previewBlock)) return null;
  html = html.replace(previewBlock, marker('p'));
  const pieces: string[] = [];
  const slots: number[] = [];
  let from = 0;
  for (const match of html.matchAll(MARKERS)) {
    pieces.push(html.slice(from, match.index));
    slots.push(match[1] === 'p' ? -1 : Number(match[1]));
    from = match.index + match[0].length;
  }
  pieces.push(html.slice(from));
  // Every text must stand in the markup exactly once (the preview's apart): else React did more than place it.
  const placed = slots.filter((slot) => slot >= 0).sort((a, b) => a - b);
  if (placed.length !== count || placed.some((slot, index) => slot !== index)) return null;
  return { pieces, slots, preview };
}

const layouts = new Map<string, Layout | null>();
/** Layouts kept; past it the cache starts again (a form's messages have a few layouts). */
const MAX_LAYOUTS = 500;

function compiledHtml(content: MailContent): string {
  // React replaces a javascript: address with one that throws: such a link takes React's way.
  if (content.action && !/^https?:\/\//i.test(content.action.href)) return reactMailHtml(content);
  const key = layoutOf(content);
  let layout = layouts.get(key);
  if (layout === undefined) {
    if (layouts.size >= MAX_LAYOUTS) layouts.clear();
    layout = compileLayout(content);
    layouts.set(key, layout);
  }
  if (layout === null) return reactMailHtml(content);
  const texts = textsOf(content);
  let html = layout.pieces[0] as string;
  for (let index = 0; index < layout.slots.length; index++) {
    const slot = layout.slots[index] as number;
    html += (slot < 0 ? previewHtml(texts[layout.preview] as string) : escapeHtml(texts[slot] as string)) + (layout.pieces[index + 1] as string);
  }
  return html;
}

/**
 * The message as HTML and as plain text. The markup is React's static renderer's (which writes
 * what React Email's `render` writes, without React's comment markers, for an eighth of its CPU),
 * through the message's compiled layout above. Every public submission renders its confirmation
 * in its request (docs/load.md).
 */
export function renderMail(content: MailContent): { html: string; text: string } {
  return { html: compiledHtml(content), text: plainText(content) };
}
