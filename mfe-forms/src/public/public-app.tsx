import { Suspense, lazy, useCallback, useEffect, useMemo, useState } from 'react';
import { RECEIPT_KEY_PARAM } from '@front-office/shared/core';
import type { Language } from '@front-office/shared/core';
import { getPublicFormDetails } from '../features/public-form/api/get-public-form-details';
import { confirmationLoader } from '../features/public-form/api/get-confirmation-details';
import { FormStyles } from '../features/public-form/components/form-styles';
import { PublicFormEnvProvider } from '../features/public-form/components/public-form-env';
import type { PublicFormEnv } from '../features/public-form/components/public-form-env';
import { PublicFormPage } from '../features/public-form/components/public-form-page';
import { LoadingMessage, StateMessage } from '../features/public-form/components/state-message';
import { createTranslate } from '../features/public-form/utils/translate';
import { matchPublicRoute, publicPaths } from './match-public-route';
import { noteFormOrganization } from './report-errors';

// The confirmation page is another route: the form's first render does not carry it.
const ConfirmationView = lazy(() =>
  import(/* webpackChunkName: "public-confirmation" */ '../features/public-form/components/confirmation-view').then((module) => ({ default: module.ConfirmationView })),
);

export interface PublicAppProps {
  apiBaseUrl: string;
  recaptchaSiteKey?: string;
  language: Language;
}

interface PublicLocation {
  pathname: string;
  search: string;
}

const currentLocation = (): PublicLocation => ({ pathname: window.location.pathname, search: window.location.search });

function usePublicLocation(): [PublicLocation, (url: string) => void] {
  const [location, setLocation] = useState(currentLocation);
  useEffect(() => {
    const onPop = () => setLocation(currentLocation());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const navigate = useCallback((url: string) => {
    window.history.pushState(null, '', url);
    setLocation(currentLocation());
  }, []);
  return [location, navigate];
}

/** The public entry: the form, its embed and the confirmation, without the back office. */
export function PublicApp({ apiBaseUrl, recaptchaSiteKey, language }: PublicAppProps) {
  const [location, navigate] = usePublicLocation();
  const route = matchPublicRoute(location.pathname);
  const env = useMemo<PublicFormEnv>(() => ({ apiBaseUrl, recaptchaSiteKey, language, t: createTranslate(language) }), [apiBaseUrl, recaptchaSiteKey, language]);
  const loadDetails = useCallback((formId: string) => getPublicFormDetails(apiBaseUrl, formId).then(noteFormOrganization), [apiBaseUrl]);
  const confirmedId = route.page === 'confirm' ? route.submissionId : '';
  const receiptKey = route.page === 'confirm' ? new URLSearchParams(location.search).get(RECEIPT_KEY_PARAM) : null;
  const loadConfirmation = useMemo(() => {
    const load = confirmationLoader(apiBaseUrl, confirmedId, receiptKey);
    return (formId: string) => load(formId).then(noteFormOrganization);
  }, [apiBaseUrl, confirmedId, receiptKey]);

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  let page;
  if (route.page === 'fill' || route.page === 'embed') {
    const { formId } = route;
    page = (
      <PublicFormPage
        key={`${route.page}:${formId}`}
        formId={formId}
        mode={route.page === 'embed' ? 'embed' : 'public'}
        loadDetails={loadDetails}
        onSubmitted={(submissionId, key) => navigate(publicPaths.confirm(formId, submissionId, key))}
      />
    );
  } else if (route.page === 'confirm') {
    page = (
      <Suspense fallback={<LoadingMessage />}>
        <ConfirmationView key={route.submissionId} formId={route.formId} load={loadConfirmation} receiptKey={receiptKey} />
      </Suspense>
    );
  } else {
    page = (
      <div className="fo-root">
        <FormStyles />
        <StateMessage messageKey="notFound" />
      </div>
    );
  }
  return <PublicFormEnvProvider value={env}>{page}</PublicFormEnvProvider>;
}
