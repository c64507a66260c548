import { useEffect, useMemo, useRef, useState } from 'react';
import { parseFormContent } from '@front-office/shared/core';
import type { ShareLinks } from '@front-office/shared/core';
import type { DetailsResult, LoadDetails } from '../api/get-public-form-details';
import { formAvailability } from '../utils/form-availability';
import { useReportHeight } from '../utils/use-report-height';
import { FormHeader } from './form-header';
import { FormStyles } from './form-styles';
import { PublicFormView } from './public-form-view';
import type { PublicFormMode } from './public-form-view';
import { LoadingMessage, StateMessage } from './state-message';

export interface PublicFormPageProps {
  formId: string;
  mode: PublicFormMode;
  loadDetails: LoadDetails;
  share?: ShareLinks;
  onSubmitted(submissionId: string, receiptKey: string | null): void;
}

/** Loads a form and shows it, or the state that keeps a visitor from filling it in. */
export function PublicFormPage({ formId, mode, loadDetails, share, onSubmitted }: PublicFormPageProps) {
  // Kept with the id it answers, so a new formId shows the spinner again without resetting state in an effect.
  const [loaded, setLoaded] = useState<{ formId: string; result: DetailsResult } | null>(null);
  const result = loaded?.formId === formId ? loaded.result : null;
  const root = useRef<HTMLDivElement>(null);
  useReportHeight(root, formId, mode === 'embed');

  useEffect(() => {
    let active = true;
    void loadDetails(formId).then((answer) => {
      if (active) setLoaded({ formId, result: answer });
    });
    return () => {
      active = false;
    };
  }, [formId, loadDetails]);

  const parsed = useMemo(() => (result?.status === 'ok' ? parseFormContent(result.details.form.content) : null), [result]);

  let body;
  if (!result) body = <LoadingMessage />;
  else if (result.status === 'notFound') body = <StateMessage messageKey="notFound" />;
  else if (result.status === 'error' || !parsed?.ok) body = <StateMessage messageKey="loadError" />;
  else {
    const fieldCount = parsed.content.steps.reduce((count, step) => count + step.sections.reduce((sum, section) => sum + section.fields.length, 0), 0);
    const availability = formAvailability(result.details, fieldCount);
    // Staff preview a form whatever its status or count; only an empty form has nothing to show.
    const shown = mode === 'preview' && availability !== 'noFields' ? 'open' : availability;
    body =
      shown === 'open' ? (
        <PublicFormView key={formId} details={result.details} content={parsed.content} mode={mode} share={share} onSubmitted={onSubmitted} />
      ) : (
        <>
          <FormHeader form={result.details.form} organization={result.details.organization} />
          <StateMessage messageKey={shown} />
        </>
      );
  }
  return (
    <div ref={root} className="fo-root">
      <FormStyles />
      {body}
    </div>
  );
}
