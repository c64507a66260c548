import { useMemo } from 'react';
import { localizedValue } from '@front-office/shared/core';
import { usePublicFormEnv } from '../public-form-env';
import { sanitizeHtml } from '../../utils/sanitize-html';
import type { FieldRendererProps } from './field-renderer-props';

/**
 * StaticText and HTML: admin-written markup, always sanitized before it reaches the page. Loaded on
 * first use (field-view.tsx) with DOMPurify, so forms without rich text never download the sanitizer.
 */
export default function RichTextField({ field }: FieldRendererProps<'StaticText' | 'HTML'>) {
  const { language } = usePublicFormEnv();
  const source = localizedValue(field.value, language);
  const html = useMemo(() => sanitizeHtml(source), [source]);
  return <div className="fo-rich-text" style={field.textColor ? { color: field.textColor } : undefined} dangerouslySetInnerHTML={{ __html: html }} />;
}
