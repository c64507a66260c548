import { DEFAULT_DOCUMENT_TYPE, localizedValue } from '@front-office/shared/core';
import { usePublicFormEnv } from '../public-form-env';
import { fileUrl } from '../../utils/file-url';
import type { FieldRendererProps } from './field-renderer-props';

export function EmbeddedPhotoField({ field }: FieldRendererProps<'EmbeddedPhoto'>) {
  const { apiBaseUrl, language } = usePublicFormEnv();
  if (!field.defaultValue) return null;
  return <img className="fo-photo" src={fileUrl(apiBaseUrl, field.defaultValue)} alt={localizedValue(field.alt, language) || localizedValue(field.text, language)} loading="lazy" />;
}

export function WebLinkField({ field }: FieldRendererProps<'WebLink'>) {
  const { language } = usePublicFormEnv();
  const href = field.defaultValue ?? '';
  // Only web addresses become links: an admin typo must not turn into a javascript: URL.
  if (!/^(https?:|mailto:)/i.test(href)) return null;
  const label = localizedValue(field.placeholder, language) || localizedValue(field.text, language) || href;
  return (
    <a className="fo-link" href={href} target={field.target || '_blank'} rel="noopener noreferrer" style={field.textColor ? { color: field.textColor } : undefined}>
      {label}
    </a>
  );
}

/** A PDF is shown inline; office documents are offered for download (browsers cannot show them). */
export function DocumentViewerField({ field }: FieldRendererProps<'DocumentViewer'>) {
  const { apiBaseUrl, t } = usePublicFormEnv();
  if (!field.defaultValue) return null;
  const url = fileUrl(apiBaseUrl, field.defaultValue);
  const type = field.documentType ?? DEFAULT_DOCUMENT_TYPE;
  const name = field.documentName || 'download';
  return (
    <div className="fo-document">
      {type === 'pdf' ? <iframe className="fo-document-frame" src={url} title={t('documentTitle', { name })} /> : null}
      <a href={url} download={`${name}.${type}`} target="_blank" rel="noopener noreferrer">
        {t('documentDownload', { name: `${name}.${type}` })}
      </a>
    </div>
  );
}
