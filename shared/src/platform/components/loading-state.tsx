import { Spinner } from '@front-office/shared/ui';
import { useTranslation } from 'react-i18next';

/** A spinner with a label (the translated "Loading…" unless given). */
export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation('common');
  return <Spinner label={label ?? t('loading')} />;
}
