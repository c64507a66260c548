import { useState } from 'react';
import { EmptyState, LoadingState, Pagination, useLanguage, useTranslation } from '@front-office/shared/platform';
import { Link as RouterLink } from '@front-office/shared/router';
import { makeStyles, Card } from '@fluentui/react-components';
import { tokens, Body1, Caption1, Title2 } from '@front-office/shared/ui';
import type { Organization } from '@front-office/shared/core';
import { ROUTES, buildPath, localizedValue } from '@front-office/shared/core';
import { NAMESPACE } from '../../../i18n/namespace';
import { REPORT_FORMS_PAGE_SIZE, useReportForms } from '../api/get-report-forms';
import { OrganizationPage, QueryError } from './page-states';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, listStyleType: 'none', margin: 0, padding: 0 },
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  name: { overflowWrap: 'anywhere', color: tokens.colorBrandForegroundLink, fontWeight: tokens.fontWeightSemibold },
});

function ReportsHomeContent({ organization }: { organization: Organization }) {
  const styles = useStyles();
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const forms = useReportForms(organization.id, page);
  const list = forms.data?.data ?? [];
  return (
    <>
      <Title2 as="h1">{t('home.title')}</Title2>
      <Body1>{t('home.intro')}</Body1>
      {forms.isPending && <LoadingState label={t('home.loading')} />}
      {forms.isError && <QueryError error={forms.error} onRetry={() => void forms.refetch()} />}
      {forms.isSuccess && list.length === 0 && <EmptyState message={t('home.empty')} />}
      {list.length > 0 && (
        <ul className={styles.list} aria-label={t('home.title')}>
          {list.map((form) => (
            <li key={form.id}>
              <Card className={styles.card}>
                <RouterLink to={buildPath(ROUTES.savedReports, { formId: form.id })} className={styles.name}>
                  {localizedValue(form.name, language)}
                </RouterLink>
                <Caption1>{t('home.counts', { reports: form.reportCount, submissions: form.submissionCount })}</Caption1>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {forms.data && <Pagination page={page} totalCount={forms.data.totalCount} pageSize={REPORT_FORMS_PAGE_SIZE} onChange={setPage} />}
    </>
  );
}

/** The reports entry (/reports, spec 001 §2): the organization's forms, each leading to its saved reports. */
export function ReportsHomePage() {
  return <OrganizationPage testId="reports-home">{(organization) => <ReportsHomeContent key={organization.id} organization={organization} />}</OrganizationPage>;
}
