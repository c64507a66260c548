import { makeStyles, Card, CardHeader } from '@fluentui/react-components';
import { tokens, Body1, MessageBar, MessageBarBody, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, Title2, Title3 } from '@front-office/shared/ui';
import { PaymentStatusBadge, TableScroller, useTranslation } from '@front-office/shared/platform';
import { formatDate, formatMoney } from '@front-office/shared/core';

// Spec 000 §1: the dashboard shows hard-coded sample numbers; it is a placeholder. The forms'
// names are keys of `dashboard.sampleForms`, so the sample rows read in French too (issue 13 §6).
const SAMPLE = {
  submissions: 128,
  revenuesInCents: 1_254_050,
  transactions: [
    { id: 't1', date: '2026-11-20', name: 'Camille Tremblay', form: 'summerCamp', amountInCents: 25_000, status: 'succeeded' },
    { id: 't2', date: '2026-11-19', name: 'Liam Gagnon', form: 'swimmingLessons', amountInCents: 12_500, status: 'pending' },
    { id: 't3', date: '2026-11-18', name: 'Emma Roy', form: 'membership', amountInCents: 8_000, status: 'refunded' },
    { id: 't4', date: '2026-11-17', name: 'Noah Côté', form: 'summerCamp', amountInCents: 25_000, status: 'failed' },
  ],
};

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  cards: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(220px, 100%), 1fr))', gap: tokens.spacingHorizontalL },
  figure: { fontSize: tokens.fontSizeHero800, fontWeight: tokens.fontWeightSemibold },
});

export function DashboardPage() {
  const { t } = useTranslation('shell');
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <Title2 as="h1">{t('pages.dashboard')}</Title2>
      <MessageBar intent="info">
        <MessageBarBody>{t('dashboard.placeholder')}</MessageBarBody>
      </MessageBar>
      <div className={styles.cards}>
        <Card>
          <CardHeader header={<Body1>{t('dashboard.submissions')}</Body1>} description={t('dashboard.thisMonth')} />
          <Text className={styles.figure}>{SAMPLE.submissions}</Text>
        </Card>
        <Card>
          <CardHeader header={<Body1>{t('dashboard.revenues')}</Body1>} description={t('dashboard.thisMonth')} />
          <Text className={styles.figure}>{formatMoney(SAMPLE.revenuesInCents)}</Text>
        </Card>
      </div>
      <Title3 as="h2">{t('dashboard.latestTransactions')}</Title3>
      <TableScroller label={t('dashboard.latestTransactions')}>
        <Table aria-label={t('dashboard.latestTransactions')}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('dashboard.date')}</TableHeaderCell>
              <TableHeaderCell>{t('dashboard.name')}</TableHeaderCell>
              <TableHeaderCell>{t('dashboard.form')}</TableHeaderCell>
              <TableHeaderCell>{t('dashboard.amount')}</TableHeaderCell>
              <TableHeaderCell>{t('dashboard.status')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {SAMPLE.transactions.map((transaction) => (
              <TableRow key={transaction.id}>
                <TableCell>{formatDate(transaction.date)}</TableCell>
                <TableCell>{transaction.name}</TableCell>
                <TableCell>{t(`dashboard.sampleForms.${transaction.form}`)}</TableCell>
                <TableCell>{formatMoney(transaction.amountInCents)}</TableCell>
                <TableCell>
                  <PaymentStatusBadge status={transaction.status} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableScroller>
    </div>
  );
}
