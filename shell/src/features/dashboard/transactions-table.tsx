import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@front-office/shared/ui';
import { EmptyState, PaymentStatusBadge, TableScroller, useTranslation } from '@front-office/shared/platform';
import type { Language } from '@front-office/shared/core';
import { ROUTES, buildPath, formatDate, formatMoney, localizedValue } from '@front-office/shared/core';
import { Link } from '@front-office/shared/router';
import type { DashboardTransaction } from './dashboard-query';

/** Transactions each linking to its submission's page (spec 000 /registrations/submissions/:formId/:submissionId). */
export function TransactionsTable({ label, transactions, empty }: { label: string; transactions: DashboardTransaction[]; empty: string }) {
  const { t, i18n } = useTranslation('shell');
  if (transactions.length === 0) return <EmptyState message={empty} />;
  const language = (i18n.language === 'fr' ? 'fr' : 'en') as Language;
  return (
    <TableScroller label={label}>
      <Table aria-label={label}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('dashboard.date')}</TableHeaderCell>
            <TableHeaderCell>{t('dashboard.email')}</TableHeaderCell>
            <TableHeaderCell>{t('dashboard.form')}</TableHeaderCell>
            <TableHeaderCell>{t('dashboard.kind')}</TableHeaderCell>
            <TableHeaderCell>{t('dashboard.amount')}</TableHeaderCell>
            <TableHeaderCell>{t('dashboard.status')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {transactions.map((transaction) => {
            const email = transaction.email ?? '—';
            return (
              <TableRow key={`${transaction.kind}-${transaction.submissionId}-${transaction.date}`}>
                <TableCell>{formatDate(transaction.date)}</TableCell>
                <TableCell>
                  <Link to={buildPath(ROUTES.submission, { formId: transaction.formId, submissionId: transaction.submissionId })}>{email}</Link>
                </TableCell>
                <TableCell>{localizedValue(transaction.formName, language)}</TableCell>
                <TableCell>{t(`dashboard.kinds.${transaction.kind}`)}</TableCell>
                <TableCell>{formatMoney(transaction.amount)}</TableCell>
                <TableCell>
                  <PaymentStatusBadge status={transaction.status} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableScroller>
  );
}
