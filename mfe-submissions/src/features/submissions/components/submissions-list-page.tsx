import { useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { ApiError, EmptyState, errorMessageKey, errorMessageOptions, LoadingState, Pagination, PaymentStatusBadge, useCurrentOrganization, useLanguage, useTranslation } from '@front-office/shared/platform';
import { useNavigate, useParams, useSearchParams } from '@front-office/shared/router';
import { makeStyles, Input, Select } from '@fluentui/react-components';
import { tokens, Button, Field, MessageBar, MessageBarBody, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, Title2 } from '@front-office/shared/ui';
import { ArrowLeftRegular, EyeRegular, SearchRegular } from '@fluentui/react-icons';
import type { Field as FormField, Language } from '@front-office/shared/core';
import {
  CANONICAL_PAYMENT_STATUSES,
  PAGE_SIZE,
  ROUTES,
  buildPath,
  formatDate,
  localizedValue,
  parseFormContent,
  paymentDisputeState,
  submissionCellText,
  submissionListFields,
} from '@front-office/shared/core';
import { NAMESPACE } from '../../../i18n/namespace';
import type { SubmissionsFilter } from '../api/get-submissions';
import { useSubmissions } from '../api/get-submissions';
import type { StaffSubmission } from '../api/types';
import { filterFromParams, paramsFromFilter } from '../utils/list-params';
import { FailedMailsNotice } from './failed-mails-notice';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalXL, minWidth: 0 },
  header: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  title: { overflowWrap: 'anywhere' },
  filters: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  search: { flexGrow: 1, minWidth: '200px', maxWidth: '420px' },
  status: { minWidth: '180px' },
  tableWrapper: { overflowX: 'auto', maxWidth: '100%' },
  // Long answers (e-mail addresses) wrap inside their cell instead of running into the next one.
  cell: { overflowWrap: 'anywhere', whiteSpace: 'normal' },
});

/** /registrations/submissions/:formId (spec 000 §2): a form's submissions, eight per page. */
export function SubmissionsListPage() {
  const { t } = useTranslation(NAMESPACE);
  const styles = useStyles();
  const organization = useCurrentOrganization();
  const { formId } = useParams<{ formId: string }>();
  if (!organization || !formId) {
    return (
      <section className={styles.root} data-testid="submissions-list">
        <Title2 as="h1">{t('list.titleLoading')}</Title2>
        <Text>{t('noOrganization')}</Text>
      </section>
    );
  }
  return <SubmissionsOfForm organizationId={organization.id} formId={formId} />;
}

function SubmissionsOfForm({ organizationId, formId }: { organizationId: string; formId: string }) {
  const { t } = useTranslation(NAMESPACE);
  const styles = useStyles();
  const language = useLanguage();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = filterFromParams(searchParams);
  const submissions = useSubmissions(organizationId, formId, filter);
  const [searchText, setSearchText] = useState(filter.search);
  // The URL is the list's state: when it changes under the page (the back button, a link), the
  // search box shows its search again rather than what was last typed.
  const [shownSearch, setShownSearch] = useState(filter.search);
  if (shownSearch !== filter.search) {
    setShownSearch(filter.search);
    setSearchText(filter.search);
  }

  const update = (next: Partial<SubmissionsFilter>) => setSearchParams(paramsFromFilter({ ...filter, page: 1, ...next }));
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ search: searchText.trim() });
  };

  const form = submissions.data?.form;
  const columns = useMemo(() => {
    if (!form) return [];
    const parsed = parseFormContent(form.content);
    return parsed.ok ? submissionListFields(parsed.content) : [];
  }, [form]);
  const filtered = filter.search !== '' || filter.paymentStatus !== '';
  const backToForms = (
    <Button icon={<ArrowLeftRegular />} onClick={() => navigate(ROUTES.forms)}>
      {t('list.backToForms')}
    </Button>
  );

  return (
    <section className={styles.root} data-testid="submissions-list">
      <div className={styles.header}>
        <Title2 as="h1" className={styles.title}>
          {form ? t('list.title', { name: localizedValue(form.name, language) }) : t('list.titleLoading')}
        </Title2>
        {backToForms}
      </div>
      <FailedMailsNotice organizationId={organizationId} />
      <form role="search" className={styles.filters} onSubmit={submitSearch}>
        <Field label={t('list.search')} className={styles.search}>
          <Input type="search" value={searchText} placeholder={t('list.searchPlaceholder')} maxLength={200} onChange={(_event, data) => setSearchText(data.value)} />
        </Field>
        <Button type="submit" icon={<SearchRegular />}>
          {t('list.search')}
        </Button>
        <Field label={t('list.paymentStatus')} className={styles.status}>
          <Select value={filter.paymentStatus} onChange={(_event, data) => update({ paymentStatus: data.value as SubmissionsFilter['paymentStatus'] })}>
            <option value="">{t('list.anyStatus')}</option>
            {CANONICAL_PAYMENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`paymentStatus.${status}`, { ns: 'common' })}
              </option>
            ))}
            <option value="none">{t('list.noPayment')}</option>
          </Select>
        </Field>
        {filtered && (
          <Button
            appearance="subtle"
            onClick={() => {
              setSearchText('');
              setSearchParams(new URLSearchParams());
            }}
          >
            {t('list.clear')}
          </Button>
        )}
      </form>
      {submissions.isPending && <LoadingState label={t('list.loading')} />}
      {submissions.isError && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{submissions.error instanceof ApiError && submissions.error.status === 404 ? t('list.notFound') : t(errorMessageKey(submissions.error), errorMessageOptions(submissions.error))}</MessageBarBody>
        </MessageBar>
      )}
      {submissions.isSuccess && submissions.data.submissions.totalCount === 0 && <EmptyState message={filtered ? t('list.emptyFiltered') : t('list.empty')} action={filtered ? undefined : backToForms} />}
      {submissions.isSuccess && submissions.data.submissions.data.length > 0 && (
        <>
          <Text aria-live="polite">{t('list.count', { count: submissions.data.submissions.totalCount })}</Text>
          <div className={styles.tableWrapper}>
            <SubmissionsTable
              submissions={submissions.data.submissions.data}
              columns={columns}
              language={language}
              label={form ? localizedValue(form.name, language) : t('list.titleLoading')}
              onView={(submission) => navigate(buildPath(ROUTES.submission, { formId, submissionId: submission.id }))}
            />
          </div>
        </>
      )}
      {submissions.isSuccess && submissions.data.submissions.totalCount > 0 && (
        <Pagination page={filter.page} totalCount={submissions.data.submissions.totalCount} pageSize={PAGE_SIZE.submissions} onChange={(page) => update({ page })} />
      )}
    </section>
  );
}

interface SubmissionsTableProps {
  submissions: StaffSubmission[];
  columns: FormField[];
  language: Language;
  label: string;
  onView: (submission: StaffSubmission) => void;
}

/** Spec 000 §2 columns: the first four text-like fields of the first step, the sent date, a view button (and the payment status when there is one). */
function SubmissionsTable({ submissions, columns, language, label, onView }: SubmissionsTableProps) {
  const { t } = useTranslation(NAMESPACE);
  const styles = useStyles();
  const withPayment = submissions.some((submission) => submission.payment !== null);
  return (
    <Table aria-label={label} size="small">
      <TableHeader>
        <TableRow>
          {columns.map((column) => (
            <TableHeaderCell key={column.id}>{localizedValue(column.text, language)}</TableHeaderCell>
          ))}
          <TableHeaderCell>{t('list.date')}</TableHeaderCell>
          {withPayment && <TableHeaderCell>{t('list.payment')}</TableHeaderCell>}
          <TableHeaderCell>{t('list.actions')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {submissions.map((submission) => {
          const date = formatDate(submission.date);
          return (
            <TableRow key={submission.id}>
              {columns.map((column) => (
                <TableCell key={column.id} className={styles.cell}>
                  {submissionCellText(column, submission.fields, language)}
                </TableCell>
              ))}
              <TableCell>
                <time dateTime={submission.date}>{date}</time>
              </TableCell>
              {withPayment && <TableCell>{submission.payment ? <PaymentStatusBadge status={submission.payment.status} dispute={paymentDisputeState(submission.payment.paymentDetails)} /> : null}</TableCell>}
              <TableCell>
                <Button appearance="subtle" icon={<EyeRegular />} aria-label={t('list.viewLabel', { date })} onClick={() => onView(submission)}>
                  {t('list.view')}
                </Button>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
