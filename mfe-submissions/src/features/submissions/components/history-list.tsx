import { errorMessageKey, errorMessageOptions, LoadingState, useLanguage, useTranslation } from '@front-office/shared/platform';
import { makeStyles } from '@fluentui/react-components';
import { tokens, Caption1, Subtitle2, Text } from '@front-office/shared/ui';
import type { FormContent, Language } from '@front-office/shared/core';
import { formatDate, formatMoney, localizedValue, paymentStatusLabelKey } from '@front-office/shared/core';
import { NAMESPACE } from '../../../i18n/namespace';
import { useSubmissionHistory } from '../api/get-submission-history';
import type { HistoryEntry } from '../api/types';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  entry: { overflowWrap: 'anywhere' },
});

function fieldLabels(content: FormContent | null, ids: string[], language: Language): string {
  const labels = new Map<string, string>();
  for (const step of content?.steps ?? []) {
    for (const section of step.sections) {
      labels.set(section.id, localizedValue(section.name, language));
      for (const field of section.fields) labels.set(field.id, localizedValue(field.text, language));
    }
  }
  return ids.map((id) => labels.get(id) || id).join(', ');
}

function describe(entry: HistoryEntry, content: FormContent | null, language: Language, t: (key: string, options?: Record<string, unknown>) => string): string {
  const who = entry.by ? `${entry.by.firstName} ${entry.by.name}`.trim() : t('history.someone');
  const money = (cents: number | undefined) => formatMoney(cents ?? 0);
  switch (entry.kind) {
    case 'created':
      return t('history.created');
    case 'edited':
      return t('history.edited', { who, fields: fieldLabels(content, entry.details.changed ?? [], language) });
    case 'refunded':
      return t('history.refunded', { who, amount: money(entry.details.amount), remaining: money(entry.details.remaining), status: t(`paymentStatus.${entry.details.status === 'pending' ? 'pending_refund' : 'refunded'}`, { ns: 'common' }) });
    case 'refundFailed':
      // Without a user: the provider failed a refund it had answered pending (the money is the line's again).
      if (!entry.by) return t('history.refundFailedLater', { amount: money(entry.details.amount) });
      return t('history.refundFailed', { who, amount: money(entry.details.amount) });
    case 'refundSettled':
      return t('history.refundSettled', { amount: money(entry.details.amount) });
    case 'chargeSettled':
      return t('history.chargeSettled', { status: t(paymentStatusLabelKey(entry.details.status ?? ''), { ns: 'common' }) });
    case 'disputeOpened':
      return t('history.disputeOpened', { amount: money(entry.details.amount), reason: typeof entry.details.reason === 'string' ? entry.details.reason : t('history.noReason') });
    case 'disputeClosed':
      return t(entry.details.outcome === 'won' ? 'history.disputeClosed_won' : 'history.disputeClosed_lost', { amount: money(entry.details.amount) });
    case 'canceled':
      // Issue 18 §5: released by the server when the card payment was not completed in time.
      if (entry.details.reason === 'holdExpired') return t('history.holdExpired');
      return t('history.canceled', { who, count: entry.details.canceled?.length ?? 1 });
    case 'cancelFailed':
      return t('history.cancelFailed', { who });
    case 'chargeRetried':
      return t('history.chargeRetried', { who, outcome: entry.details.status === 'failed' ? t('declined.badge') : t(paymentStatusLabelKey(entry.details.status === 'processing' || entry.details.status === 'requires_action' ? entry.details.status : 'succeeded'), { ns: 'common' }) });
  }
}

/** Beyond the spec: what happened to the submission (sent, edits, refunds, cancels), oldest first. */
export function HistoryList({ organizationId, formId, submissionId, content }: { organizationId: string; formId: string; submissionId: string; content: FormContent | null }) {
  const { t } = useTranslation(NAMESPACE);
  const styles = useStyles();
  const language = useLanguage();
  const history = useSubmissionHistory(organizationId, formId, submissionId);
  return (
    <section className={styles.root} aria-labelledby="submission-history-title">
      <Subtitle2 as="h2" id="submission-history-title">
        {t('history.title')}
      </Subtitle2>
      {history.isPending && <LoadingState label={t('history.loading')} />}
      {history.isError && <Text role="alert">{t(errorMessageKey(history.error), errorMessageOptions(history.error))}</Text>}
      {history.isSuccess && (
        <ol className={styles.list} data-testid="submission-history">
          {history.data.map((entry) => (
            <li key={entry.id} className={styles.entry}>
              <Caption1>
                <time dateTime={entry.date}>{formatDate(entry.date)}</time>
              </Caption1>{' '}
              <Text>{describe(entry, content, language, t)}</Text>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
