import { useId, useState } from 'react';
import { ConfirmDialog, EmptyState, LoadingState, useCan, useLanguage, useToast, useTranslation, VisuallyHidden } from '@front-office/shared/platform';
import { Link as RouterLink, useNavigate, useParams } from '@front-office/shared/router';
import { makeStyles } from '@fluentui/react-components';
import { tokens, Button, Caption1, Spinner, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Title2, Tooltip } from '@front-office/shared/ui';
import { AddRegular, ArrowDownloadRegular, DeleteRegular, DocumentTableRegular, EditRegular, EyeRegular } from '@fluentui/react-icons';
import type { Organization } from '@front-office/shared/core';
import { ROUTES, buildPath, localizedValue } from '@front-office/shared/core';
import { NAMESPACE } from '../../../i18n/namespace';
import { useDeleteReport } from '../api/delete-report';
import { useReportForm } from '../api/get-report-form';
import { useReports } from '../api/get-reports';
import type { SavedReport } from '../api/types';
import { progressPercent, useReportDownload } from '../hooks/use-report-download';
import type { ActiveDownload } from '../hooks/use-report-download';
import { OrganizationPage, QueryError, usePageStyles } from './page-states';

const useStyles = makeStyles({
  name: { overflowWrap: 'break-word', minWidth: '6rem' },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  actionsCell: { width: '40%' },
});

/** The row's spinner while its report is generated, with the percentage when the server tells it (beyond the spec). */
function GeneratingSpinner({ name, active }: { name: string; active: ActiveDownload }) {
  const { t } = useTranslation(NAMESPACE);
  const nameId = useId();
  const percent = progressPercent(active.progress);
  // The rows done of the total, once the server has counted them (as the percentage).
  const rows = percent === null ? null : active.progress;
  // Named by the report (Fluent would name a spinner by its label, "25%"); the percentage is the
  // label, inside the status, so its changes are announced.
  return (
    <>
      <VisuallyHidden id={nameId}>{t('list.generating', { name })}</VisuallyHidden>
      <Spinner
        size="tiny"
        role="status"
        aria-labelledby={nameId}
        label={percent === null ? undefined : t('list.progress', { percent })}
        title={rows ? t('list.progressRows', { done: rows.done, total: rows.total }) : undefined}
      />
    </>
  );
}

function SavedReportsContent({ organization, formId }: { organization: Organization; formId: string }) {
  const styles = useStyles();
  const pageStyles = usePageStyles();
  const { t } = useTranslation(NAMESPACE);
  const toast = useToast();
  const language = useLanguage();
  const navigate = useNavigate();
  const canWrite = useCan('REPORT', 'write');
  const canUpdate = useCan('REPORT', 'update');
  const canDelete = useCan('REPORT', 'delete');
  const form = useReportForm(organization.id, formId);
  const reports = useReports(organization.id, formId);
  const removal = useDeleteReport(organization.id, formId);
  const { active, download } = useReportDownload(organization.id, formId);
  const [toDelete, setToDelete] = useState<SavedReport | null>(null);
  const list = reports.data ?? [];
  const formName = form.data ? localizedValue(form.data.name, language) : '';

  const onConfirmDelete = () => {
    if (!toDelete) return;
    removal.mutate(toDelete.id, {
      onSuccess: () => toast.success(t('delete.success')),
      onError: () => toast.error(t('delete.failed')),
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <>
      <RouterLink to={ROUTES.reports}>{t('list.back')}</RouterLink>
      <div className={pageStyles.header}>
        <div>
          <Title2 as="h1">{t('list.title')}</Title2>
          {formName && (
            <div>
              <Caption1>{t('list.of', { form: formName })}</Caption1>
            </div>
          )}
        </div>
        {canWrite && (
          <Button appearance="primary" icon={<AddRegular />} onClick={() => navigate(buildPath(ROUTES.createReport, { formId }))}>
            {t('list.add')}
          </Button>
        )}
      </div>
      {reports.isPending && <LoadingState label={t('list.loading')} />}
      {reports.isError && <QueryError error={reports.error} onRetry={() => void reports.refetch()} />}
      {reports.isSuccess && list.length === 0 && <EmptyState message={t('empty.reports', { ns: 'common' })} />}
      {list.length > 0 && (
        <Table aria-label={t('list.title')}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('list.name')}</TableHeaderCell>
              <TableHeaderCell className={styles.actionsCell}>{t('list.actions')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {list.map((report) => {
              const name = report.content.name || report.name;
              const generating = active?.key === report.id ? active : null;
              const openLabel = canUpdate ? t('list.edit', { name }) : t('list.view', { name });
              return (
                <TableRow key={report.id}>
                  <TableCell className={styles.name}>{name}</TableCell>
                  <TableCell className={styles.actionsCell}>
                    <div className={styles.actions}>
                      <Tooltip content={openLabel} relationship="label">
                        <Button appearance="subtle" icon={canUpdate ? <EditRegular /> : <EyeRegular />} onClick={() => navigate(buildPath(ROUTES.report, { formId, reportId: report.id }))} />
                      </Tooltip>
                      {generating ? (
                        <GeneratingSpinner name={name} active={generating} />
                      ) : (
                        <>
                          <Tooltip content={t('list.download', { name })} relationship="label">
                            <Button appearance="subtle" icon={<ArrowDownloadRegular />} disabled={active !== null} onClick={() => void download(report.id, { reportId: report.id, format: 'xlsx' }, name)} />
                          </Tooltip>
                          <Tooltip content={t('list.downloadCsv', { name })} relationship="label">
                            <Button appearance="subtle" icon={<DocumentTableRegular />} disabled={active !== null} onClick={() => void download(report.id, { reportId: report.id, format: 'csv' }, name)} />
                          </Tooltip>
                        </>
                      )}
                      {canDelete && (
                        <Tooltip content={t('list.delete', { name })} relationship="label">
                          <Button appearance="subtle" icon={<DeleteRegular />} onClick={() => setToDelete(report)} />
                        </Tooltip>
                      )}
                    </div>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('delete.title')}
        message={t('delete.message', { name: toDelete?.content.name ?? '' })}
        confirmLabel={t('confirm.delete', { ns: 'common' })}
        busy={removal.isPending}
        onConfirm={onConfirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}

/** The saved reports of a form (/reports/{formId}, spec 001 §2). */
export function SavedReportsPage() {
  const { formId = '' } = useParams();
  return (
    <OrganizationPage testId="saved-reports">
      {(organization) => <SavedReportsContent key={`${organization.id}/${formId}`} organization={organization} formId={formId} />}
    </OrganizationPage>
  );
}
