import { Suspense, lazy, useState } from 'react';
import { localizedValue } from '@front-office/shared/core';
import type { Form, Organization, ShareLinks } from '@front-office/shared/core';
import { usePublicFormEnv } from './public-form-env';
import { fileUrl } from '../utils/file-url';

// Staff-only (preview), so the public entry never downloads it up front.
const ShareDialog = lazy(() => import('./share-dialog').then((module) => ({ default: module.ShareDialog })));

/** Avatar, organization and form name; the share button only when the host passes links (FORM update). */
export function FormHeader({ form, organization, share }: { form: Form; organization: Organization; share?: ShareLinks }) {
  const { apiBaseUrl, language, t } = usePublicFormEnv();
  const [sharing, setSharing] = useState(false);
  const avatar = form.avatar ?? organization.avatar;
  return (
    <header className="fo-header">
      {avatar ? <img className="fo-avatar" src={fileUrl(apiBaseUrl, avatar)} alt={t('avatarAlt', { name: organization.name })} width={64} height={64} /> : null}
      <div className="fo-titles">
        <p className="fo-organization">{organization.name}</p>
        <h1 className="fo-title">{localizedValue(form.name, language)}</h1>
      </div>
      {share ? (
        <button type="button" className="fo-button fo-secondary" onClick={() => setSharing(true)}>
          {t('share')}
        </button>
      ) : null}
      {share && sharing ? (
        <Suspense fallback={null}>
          <ShareDialog links={share} onClose={() => setSharing(false)} />
        </Suspense>
      ) : null}
    </header>
  );
}
