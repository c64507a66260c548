import { usePublicFormEnv } from './public-form-env';

export function LoadingMessage() {
  const { t } = usePublicFormEnv();
  return (
    <div className="fo-state" role="status">
      <div className="fo-spinner" aria-hidden="true" />
      {t('loading')}
    </div>
  );
}

/** One of the page states (not found, closed, limit reached, no fields, load error). */
export function StateMessage({ messageKey }: { messageKey: string }) {
  const { t } = usePublicFormEnv();
  return (
    <div className="fo-state" role="status">
      <p>{t(messageKey)}</p>
    </div>
  );
}
