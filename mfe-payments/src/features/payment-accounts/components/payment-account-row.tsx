import { useTranslation } from '@front-office/shared/platform';
import { makeStyles, Card, CardHeader } from '@fluentui/react-components';
import { tokens, Avatar, Badge, Button, Text, Tooltip } from '@front-office/shared/ui';
import { DeleteRegular, EditRegular, OpenRegular } from '@fluentui/react-icons';
import type { PaymentAccount } from '@front-office/shared/core';
import { formatDate } from '@front-office/shared/core';
import { NAMESPACE } from '../../../i18n/namespace';
import { canOpenExternal, isRemovable, shouldShowStatusBadge } from '../utils/account-display';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'row', alignItems: 'center', gap: tokens.spacingHorizontalL, flexWrap: 'wrap' },
  // Issue 13 §1: on a phone the details wrap inside the card instead of being cut off.
  header: { flexGrow: 1, minWidth: 'min(240px, 100%)', gridTemplateColumns: 'min-content minmax(0, 1fr)' },
  details: {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalL,
    minWidth: 0,
    overflowWrap: 'anywhere',
    color: tokens.colorNeutralForeground3,
  },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  unavailable: { flexBasis: '100%', color: tokens.colorPaletteDarkOrangeForeground1 },
});

const PROVIDER_COLOURS = { stripe: 'lavender', 'sportspay-ca': 'red', 'sportspay-us': 'navy' } as const;

interface PaymentAccountRowProps {
  account: PaymentAccount;
  externalUrl: string | null;
  canEdit: boolean;
  canDelete: boolean;
  onEdit: (account: PaymentAccount) => void;
  onDelete: (account: PaymentAccount) => void;
}

/** One account of the page (spec 000 §2): logo, name, provider id, creation date, badge, actions. */
export function PaymentAccountRow({ account, externalUrl, canEdit, canDelete, onEdit, onDelete }: PaymentAccountRowProps) {
  const styles = useStyles();
  const { t } = useTranslation(NAMESPACE);
  const providerName = t(`providers.${account.type}`);
  const name = account.account_name || providerName;
  const statusLabel = t(`statuses.${account.status}`, { defaultValue: account.status });

  return (
    <Card className={styles.card} role="listitem" aria-label={name}>
      <CardHeader
        className={styles.header}
        image={<Avatar aria-hidden shape="square" size={48} name={providerName} color={PROVIDER_COLOURS[account.type]} />}
        header={
          <Text weight="semibold">
            {name}
            {shouldShowStatusBadge(account) && (
              <>
                {' '}
                <Badge appearance="tint" color="warning" data-testid="status-badge">
                  {statusLabel}
                </Badge>
              </>
            )}
          </Text>
        }
        description={
          <div className={styles.details}>
            <span>{t('row.provider', { provider: providerName })}</span>
            <span>{t('row.accountId', { id: account.stripe_user_id })}</span>
            <span>{t('row.created', { date: formatDate(account.creationDate) })}</span>
            {account.cardPaymentsAvailable === false ? (
              // The server cannot take card payments on this account (SportsPay: sample mode only): say so here, not to a visitor.
              <Text className={styles.unavailable} data-testid="card-payments-unavailable">
                {t(account.type === 'stripe' ? 'row.cardPaymentsUnavailableStripe' : 'row.cardPaymentsSampleOnly')}
              </Text>
            ) : null}
          </div>
        }
      />
      <div className={styles.actions}>
        {externalUrl && canOpenExternal(account) && (
          <Tooltip content={t('row.open', { provider: providerName })} relationship="label" showDelay={50} hideDelay={100}>
            <Button as="a" href={externalUrl} target="_blank" rel="noopener noreferrer" appearance="subtle" icon={<OpenRegular />} />
          </Tooltip>
        )}
        {canEdit && (
          <Tooltip content={t('row.edit', { name })} relationship="label" showDelay={50} hideDelay={100}>
            <Button appearance="subtle" icon={<EditRegular />} onClick={() => onEdit(account)} />
          </Tooltip>
        )}
        {canDelete && isRemovable(account) && (
          <Tooltip content={t('row.delete', { name })} relationship="label" showDelay={50} hideDelay={100}>
            <Button appearance="subtle" icon={<DeleteRegular />} onClick={() => onDelete(account)} />
          </Tooltip>
        )}
      </div>
    </Card>
  );
}
