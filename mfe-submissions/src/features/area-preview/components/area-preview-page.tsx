import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Subtitle2, Text, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { LoadingState, errorMessageKey, useCurrentOrganization, useCurrentUser } from '@front-office/shared/platform';
import type { en } from '../../../i18n/en';
import { NAMESPACE } from '../../../i18n/namespace';
import { useOrganizations } from '../api/get-organizations';

export type AreaPageName = keyof typeof en.pages;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalXL },
  error: { color: tokens.colorPaletteRedForeground1 },
});

/**
 * Stands in for a page until its area's issue lands, and proves the federation singletons:
 * session store, i18n instance (own and `common` namespaces) and query client.
 */
export function AreaPreviewPage({ page }: { page: AreaPageName }) {
  const styles = useStyles();
  const { t } = useTranslation(NAMESPACE);
  const user = useCurrentUser();
  const organization = useCurrentOrganization();
  // Public pages have no session: an authenticated call would answer 401, and that ends the
  // session and sends the visitor to the sign-in page.
  const organizations = useOrganizations({ enabled: user !== null });

  return (
    <section className={styles.root} data-testid={`area-${NAMESPACE}`}>
      <Title2 as="h1">{t('area.title')}</Title2>
      <Subtitle2 as="h2">{t(`pages.${page}`)}</Subtitle2>
      <Text italic>{t('temporary.note')}</Text>
      <Text>{user ? t('temporary.user', { firstName: user.firstName, name: user.name }) : t('temporary.signedOut')}</Text>
      <Text>{organization ? t('temporary.organization', { name: organization.name }) : t('temporary.noOrganization')}</Text>
      <Text>{t('temporary.sharedText', { text: t('appName', { ns: 'common' }) })}</Text>
      {organizations.isLoading && <LoadingState label={t('temporary.loading')} />}
      {organizations.isError && (
        <Text role="alert" className={styles.error}>
          {t(errorMessageKey(organizations.error), { ns: 'common' })}
        </Text>
      )}
      {organizations.isSuccess && <Text>{t('temporary.organizationCount', { count: organizations.data.length })}</Text>}
    </section>
  );
}

/** Builds the named placeholder page the `./pages` module exposes. */
export function temporaryPage(page: AreaPageName): ComponentType {
  function TemporaryPage() {
    return <AreaPreviewPage page={page} />;
  }
  TemporaryPage.displayName = `Temporary(${page})`;
  return TemporaryPage;
}
