import type { ReactNode } from 'react';
import { StatusBadge, useTranslation } from '@front-office/shared/platform';
import { makeStyles } from '@fluentui/react-components';
import { tokens, Caption1, Text } from '@front-office/shared/ui';
import { formatDate } from '@front-office/shared/core';
import { NAMESPACE } from '../../../i18n/namespace';
import type { StaffMail } from '../api/types';
import { mailFailureReason } from '../utils/mail-failure';

const useStyles = makeStyles({
  item: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    // Addresses and subjects have no spaces to break at on a phone.
    overflowWrap: 'anywhere',
  },
  heading: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  problem: { color: tokens.colorPaletteRedForeground1 },
});

const STATUS_COLOR = { pending: 'informative', sent: 'success', failed: 'danger', suppressed: 'warning' } as const;

/** One e-mail as staff read it: subject, state, kind, recipient, dates and, when it was not delivered, why in words. */
export function MailItem({ mail, action }: { mail: StaffMail; action?: ReactNode }) {
  const { t } = useTranslation(NAMESPACE);
  const styles = useStyles();
  const reason = mailFailureReason(mail);
  const reasonText = reason ? t(`mails.reasons.${reason}`) : null;
  return (
    <li className={styles.item} data-testid="mail-item">
      <div className={styles.heading}>
        <Text weight="semibold">{mail.subject}</Text>
        <StatusBadge color={STATUS_COLOR[mail.status]}>{t(`mails.status.${mail.status}`)}</StatusBadge>
      </div>
      <Text>
        {t(`mails.kinds.${mail.kind}`)} · {t('mails.to', { recipient: mail.recipient })}
      </Text>
      <Caption1>
        {t('mails.recordedOn', { date: formatDate(mail.createdAt) })}
        {mail.sentAt && ` · ${t('mails.sentOn', { date: formatDate(mail.sentAt) })}`}
        {mail.attempts > 1 && ` · ${t('mails.attempts', { count: mail.attempts })}`}
      </Caption1>
      {reasonText && <Text className={styles.problem}>{mail.status === 'pending' ? t('mails.retrying', { reason: reasonText }) : reasonText}</Text>}
      {mail.lastError && mail.status !== 'sent' && <Caption1>{t('mails.detail', { error: mail.lastError })}</Caption1>}
      {action}
    </li>
  );
}
