import type { ReactNode } from 'react';
import { EmptyState, errorMessageKey, errorMessageOptions, useCurrentOrganization, useTranslation } from '@front-office/shared/platform';
import { makeStyles } from '@fluentui/react-components';
import { tokens, Button, MessageBar, MessageBarActions, MessageBarBody, Title2 } from '@front-office/shared/ui';
import type { Organization } from '@front-office/shared/core';
import { NAMESPACE } from '../../../i18n/namespace';

export const usePageStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalXL, maxWidth: '960px', minWidth: 0 },
  header: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** A failed query: the shared error text and a retry button. */
export function QueryError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <MessageBar intent="error">
      <MessageBarBody>{t(errorMessageKey(error), errorMessageOptions(error))}</MessageBarBody>
      <MessageBarActions>
        <Button onClick={onRetry}>{t('errors.retry', { ns: 'common' })}</Button>
      </MessageBarActions>
    </MessageBar>
  );
}

/** A page of the area: its content needs the current organization, else a notice. */
export function OrganizationPage({ testId, children }: { testId: string; children: (organization: Organization) => ReactNode }) {
  const styles = usePageStyles();
  const { t } = useTranslation(NAMESPACE);
  const organization = useCurrentOrganization();
  return (
    <section className={styles.root} data-testid={testId}>
      {organization ? (
        children(organization)
      ) : (
        <>
          <Title2 as="h1">{t('home.title')}</Title2>
          <EmptyState message={t('home.noOrganization')} />
        </>
      )}
    </section>
  );
}
