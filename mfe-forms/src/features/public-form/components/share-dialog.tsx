import { useEffect, useState } from 'react';
import type { ShareLinks } from '@front-office/shared/core';
import { usePublicFormEnv } from './public-form-env';

// Spec 000 §9 / 001 §9: the copy confirmation shows 2 seconds.
const COPIED_MS = 2000;

function CopyRow({ label, text }: { label: string; text: string }) {
  const { t } = usePublicFormEnv();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <div className="fo-share-row">
      <label>
        {label}
        <textarea className="fo-input" readOnly value={text} rows={label === t('shareLink') ? 1 : 4} />
      </label>
      <button
        type="button"
        className="fo-button"
        onClick={() => {
          void navigator.clipboard?.writeText(text).then(() => setCopied(true));
        }}
      >
        {copied ? t('copied') : t('copy')}
      </button>
    </div>
  );
}

export function ShareDialog({ links, onClose }: { links: ShareLinks; onClose(): void }) {
  const { t } = usePublicFormEnv();
  return (
    <div className="fo-dialog-backdrop" role="presentation" onKeyDown={(event) => event.key === 'Escape' && onClose()}>
      <div className="fo-dialog" role="dialog" aria-modal="true" aria-labelledby="fo-share-title">
        <h2 id="fo-share-title">{t('shareTitle')}</h2>
        <CopyRow label={t('shareLink')} text={links.url} />
        <CopyRow label={t('shareEmbed')} text={links.embedCode} />
        <button type="button" className="fo-button fo-secondary" onClick={onClose} autoFocus>
          {t('close')}
        </button>
      </div>
    </div>
  );
}
