import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Subtitle2, Text, Title2, makeStyles, tokens } from '@fluentui/react-components';
import type { Organization } from '@front-office/shared/core';
import { apiRequest, errorMessageKey } from '../api-client';
import { useCurrentOrganization, useCurrentUser } from '../session-store';
import { LoadingState } from './loading-state';

export interface TemporaryAreaPageProps {
  /** The remote's i18n namespace; it holds the title and page keys (the `temporary.*` texts are in `common`). */
  namespace: string;
  /** Key of the area's title in that namespace, e.g. `area.title`. */
  titleKey: string;
  /** Key of the page's name in that namespace, e.g. `pages.ReportsHome`. */
  pageKey: string;
  testId: string;
}

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalXL },
  error: { color: tokens.colorPaletteRedForeground1 },
});

/**
 * Stands in for a page until its area's issue lands, and proves the federation singletons:
 * session store, i18n instance (own and `common` namespaces) and query client.
 */
export function TemporaryAreaPage({ namespace, titleKey, pageKey, testId }: TemporaryAreaPageProps) {
  const styles = useStyles();
  const { t } = useTranslation('common');
  const user = useCurrentUser();
  const organization = useCurrentOrganization();
  // The key other apps cache GET /api/organizations under, through the one query client. Public
  // pages have no session: an authenticated call would answer 401 and end the session.
  const organizations = useQuery({
    queryKey: ['organizations'],
    queryFn: () => apiRequest<Organization[]>('/api/organizations'),
    enabled: user !== null,
  });

  return (
    <section className={styles.root} data-testid={testId}>
      <Title2 as="h1">{t(titleKey, { ns: namespace })}</Title2>
      <Subtitle2 as="h2">{t(pageKey, { ns: namespace })}</Subtitle2>
      <Text italic>{t('temporary.note')}</Text>
      <Text>{user ? t('temporary.user', { firstName: user.firstName, name: user.name }) : t('temporary.signedOut')}</Text>
      <Text>{organization ? t('temporary.organization', { name: organization.name }) : t('temporary.noOrganization')}</Text>
      <Text>{t('temporary.sharedText', { text: t('appName') })}</Text>
      {organizations.isLoading && <LoadingState label={t('temporary.loading')} />}
      {organizations.isError && (
        <Text role="alert" className={styles.error}>
          {t(errorMessageKey(organizations.error))}
        </Text>
      )}
      {organizations.isSuccess && <Text>{t('temporary.organizationCount', { count: organizations.data.length })}</Text>}
    </section>
  );
}

/**
 * The named placeholder page a remote's `./pages` module exposes: title `area.title`, page name
 * `pages.<page>`, test id `area-<namespace>`.
 */
export function temporaryAreaPage(namespace: string, page: string): ComponentType {
  function TemporaryPage() {
    return <TemporaryAreaPage namespace={namespace} titleKey="area.title" pageKey={`pages.${page}`} testId={`area-${namespace}`} />;
  }
  TemporaryPage.displayName = `Temporary(${page})`;
  return TemporaryPage;
}
