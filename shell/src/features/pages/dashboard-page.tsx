import { useState } from 'react';
import { makeStyles, Card, CardHeader, Input, Select } from '@fluentui/react-components';
import { tokens, Body1, Button, Caption1, Field, MessageBar, MessageBarActions, MessageBarBody, Text, Title2, Title3 } from '@front-office/shared/ui';
import { EmptyState, LoadingState, errorMessageKey, errorMessageOptions, useCurrentOrganization, useSessionStore, useTranslation } from '@front-office/shared/platform';
import type { Language } from '@front-office/shared/core';
import { can, formatDate, formatMoney, localizedValue } from '@front-office/shared/core';
import { BarChart } from '../dashboard/bar-chart';
import type { DashboardFigures, WeekAmount } from '../dashboard/dashboard-query';
import { useDashboard, useDashboardForms } from '../dashboard/dashboard-query';
import type { Period, PeriodKind } from '../dashboard/period';
import { PERIOD_KINDS, isValidPeriod, periodOf } from '../dashboard/period';
import { TransactionsTable } from '../dashboard/transactions-table';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  filters: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, alignItems: 'flex-end' },
  filter: { minWidth: 'min(200px, 100%)', flexGrow: 1, maxWidth: '320px' },
  cards: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(200px, 100%), 1fr))', gap: tokens.spacingHorizontalL },
  figure: { fontSize: tokens.fontSizeHero700, fontWeight: tokens.fontWeightSemibold, lineHeight: tokens.lineHeightHero700 },
  charts: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(320px, 100%), 1fr))', gap: tokens.spacingHorizontalXL },
});

function FigureCard({ title, value, hint }: { title: string; value: string; hint?: string }) {
  const styles = useStyles();
  return (
    <Card>
      <CardHeader header={<Body1 as="h2">{title}</Body1>} description={hint ? <Caption1>{hint}</Caption1> : undefined} />
      <Text className={styles.figure}>{value}</Text>
    </Card>
  );
}

const weekPoints = (weeks: WeekAmount[]) => weeks.map((week) => ({ key: week.week, label: formatDate(week.week), value: week.amount, text: formatMoney(week.amount) }));

function Figures({ figures, language }: { figures: DashboardFigures; language: Language }) {
  const { t } = useTranslation('shell');
  const styles = useStyles();
  const count = new Intl.NumberFormat(language === 'fr' ? 'fr-CA' : 'en-CA');
  if (figures.submissions === null) return <EmptyState message={t('dashboard.noRights')} />;
  const { money, toCome } = figures;
  return (
    <>
      <div className={styles.cards}>
        <FigureCard title={t('dashboard.submissions')} value={count.format(figures.submissions)} />
        {money && (
          <>
            <FigureCard title={t('dashboard.collected')} value={formatMoney(money.collected)} />
            <FigureCard title={t('dashboard.refunded')} value={formatMoney(money.refunded)} />
            <FigureCard title={t('dashboard.net')} value={formatMoney(money.net)} hint={t('dashboard.netHint', { lost: formatMoney(money.disputeLost) })} />
          </>
        )}
        {toCome && <FigureCard title={t('dashboard.toCome')} value={formatMoney(toCome.total)} hint={t('dashboard.toComeHint')} />}
      </div>
      {!money && (
        <MessageBar intent="info">
          <MessageBarBody>{t('dashboard.moneyHidden')}</MessageBarBody>
        </MessageBar>
      )}
      {figures.submissions === 0 && <EmptyState message={t('dashboard.noData')} />}
      <div className={styles.charts}>
        {figures.submissionsPerDay && figures.submissions > 0 && (
          <BarChart
            title={t('dashboard.submissionsPerDay')}
            columns={[t('dashboard.day'), t('dashboard.count')]}
            points={figures.submissionsPerDay.map((entry) => ({ key: entry.day, label: formatDate(entry.day), value: entry.count, text: count.format(entry.count) }))}
          />
        )}
        {figures.revenuePerWeek && figures.submissions > 0 && <BarChart title={t('dashboard.revenuePerWeek')} columns={[t('dashboard.week'), t('dashboard.amount')]} points={weekPoints(figures.revenuePerWeek)} />}
        {toCome && toCome.total > 0 && <BarChart title={t('dashboard.cashFlow')} columns={[t('dashboard.week'), t('dashboard.amount')]} points={weekPoints(toCome.weeks)} />}
      </div>
      {figures.attention && (
        <section>
          <Title3 as="h2">{t('dashboard.attention')}</Title3>
          <TransactionsTable label={t('dashboard.attention')} transactions={figures.attention} empty={t('dashboard.attentionEmpty')} />
        </section>
      )}
      {figures.latest && (
        <section>
          <Title3 as="h2">{t('dashboard.latestTransactions')}</Title3>
          <TransactionsTable label={t('dashboard.latestTransactions')} transactions={figures.latest} empty={t('dashboard.latestEmpty')} />
        </section>
      )}
    </>
  );
}

/**
 * The dashboard (spec 000 §1, /dashboard): the current organization's figures for a period, as the
 * server computes them (GET /api/organizations/:orgId/dashboard), each shown when the user's rights
 * let the server send it.
 */
export function DashboardPage() {
  const { t, i18n } = useTranslation('shell');
  const styles = useStyles();
  const organization = useCurrentOrganization();
  const organizationId = organization?.id ?? '';
  const language: Language = i18n.language === 'fr' ? 'fr' : 'en';
  const [kind, setKind] = useState<PeriodKind>('thisMonth');
  const [custom, setCustom] = useState<Period>(() => periodOf('thisMonth', new Date()));
  const [formId, setFormId] = useState<string | null>(null);
  const period = kind === 'custom' ? custom : periodOf(kind, new Date());
  const valid = isValidPeriod(period);
  const rights = useSessionStore((state) => state.rights);
  const forms = useDashboardForms(organizationId, organizationId !== '' && can(rights, 'FORM', 'read'));
  const dashboard = useDashboard(organizationId, period, formId, organizationId !== '' && valid);

  return (
    <div className={styles.root}>
      <Title2 as="h1">{t('pages.dashboard')}</Title2>
      <div className={styles.filters}>
        <Field className={styles.filter} label={t('dashboard.period')}>
          <Select value={kind} onChange={(_, data) => setKind(data.value as PeriodKind)}>
            {PERIOD_KINDS.map((option) => (
              <option key={option} value={option}>
                {t(`dashboard.periods.${option}`)}
              </option>
            ))}
          </Select>
        </Field>
        {kind === 'custom' && (
          <>
            <Field className={styles.filter} label={t('dashboard.from')}>
              <Input type="date" value={custom.from} onChange={(_, data) => setCustom((current) => ({ ...current, from: data.value }))} />
            </Field>
            <Field className={styles.filter} label={t('dashboard.to')}>
              <Input type="date" value={custom.to} onChange={(_, data) => setCustom((current) => ({ ...current, to: data.value }))} />
            </Field>
          </>
        )}
        {forms.data && forms.data.length > 0 && (
          <Field className={styles.filter} label={t('dashboard.form')}>
            <Select value={formId ?? ''} onChange={(_, data) => setFormId(data.value === '' ? null : data.value)}>
              <option value="">{t('dashboard.allForms')}</option>
              {forms.data.map((form) => (
                <option key={form.id} value={form.id}>
                  {localizedValue(form.name, language)}
                </option>
              ))}
            </Select>
          </Field>
        )}
      </div>
      {valid ? (
        <Body1>{t('dashboard.periodOf', { from: formatDate(period.from), to: formatDate(period.to) })}</Body1>
      ) : (
        <MessageBar intent="warning">
          <MessageBarBody>{t('dashboard.invalidPeriod')}</MessageBarBody>
        </MessageBar>
      )}
      {valid && dashboard.isPending && <LoadingState />}
      {valid && dashboard.isError && (
        <MessageBar intent="error">
          <MessageBarBody>
            {t('dashboard.loadFailed')} {t(errorMessageKey(dashboard.error), errorMessageOptions(dashboard.error))}
          </MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => void dashboard.refetch()}>{t('dashboard.retry')}</Button>
          </MessageBarActions>
        </MessageBar>
      )}
      {valid && dashboard.data && <Figures figures={dashboard.data} language={language} />}
    </div>
  );
}
