import { useEffect, useRef, useState } from 'react';
import { localizedValue } from '@front-office/shared/core';
import type { DetailsResult, LoadDetails } from '../api/get-public-form-details';
import { fileUrl } from '../utils/file-url';
import { useReportHeight } from '../utils/use-report-height';
import { usePublicFormEnv } from './public-form-env';
import { FormStyles } from './form-styles';
import { LoadingMessage, StateMessage } from './state-message';

/** Spec 001 §2: avatar (form's, else the organization's), names, and the success message. */
export function ConfirmationView({ formId, loadDetails }: { formId: string; loadDetails: LoadDetails }) {
  const { apiBaseUrl, language, t } = usePublicFormEnv();
  const [result, setResult] = useState<DetailsResult | null>(null);
  const root = useRef<HTMLDivElement>(null);
  // An embedded form lands here inside its iframe: the parent page still needs the height.
  useReportHeight(root, formId, typeof window !== 'undefined' && window.parent !== window);

  useEffect(() => {
    let active = true;
    void loadDetails(formId).then((loaded) => {
      if (active) setResult(loaded);
    });
    return () => {
      active = false;
    };
  }, [formId, loadDetails]);

  let body;
  if (!result) body = <LoadingMessage />;
  else if (result.status !== 'ok') body = <StateMessage messageKey={result.status === 'notFound' ? 'notFound' : 'loadError'} />;
  else {
    const { form, organization } = result.details;
    const avatar = form.avatar ?? organization.avatar;
    const formName = localizedValue(form.name, language);
    body = (
      <div className="fo-confirmation">
        {avatar ? <img className="fo-confirmation-image" src={fileUrl(apiBaseUrl, avatar)} alt={t('avatarAlt', { name: organization.name })} width={150} height={150} /> : null}
        <p className="fo-organization">{organization.name}</p>
        <h1 className="fo-title">{formName}</h1>
        <h2>{t('confirmation.title')}</h2>
        <p role="status">{t('confirmation.message', { formName })}</p>
      </div>
    );
  }
  return (
    <div ref={root} className="fo-root">
      <FormStyles />
      {body}
    </div>
  );
}
