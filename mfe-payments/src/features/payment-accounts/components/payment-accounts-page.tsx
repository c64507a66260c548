import { useEffect, useRef, useState } from 'react';
import { ConfirmDialog, EmptyState, errorCodes, errorMessageKey, errorMessageOptions, getRuntimeConfig, LoadingState, useCan, useCurrentOrganization, useLanguage, useToast, useTranslation, usePaymentAccounts } from '@front-office/shared/platform';
import { useSearchParams } from '@front-office/shared/router';
import { makeStyles } from '@fluentui/react-components';
import { tokens, Button, MessageBar, MessageBarActions, MessageBarBody, Title2 } from '@front-office/shared/ui';
import { AddRegular } from '@fluentui/react-icons';
import type { Organization, PaymentAccount } from '@front-office/shared/core';
import { NAMESPACE } from '../../../i18n/namespace';
import { useConnectPaymentAccount } from '../api/connect-payment-account';
import { useDeletePaymentAccount } from '../api/delete-payment-account';
import { useUpdatePaymentAccount } from '../api/update-payment-account';
import { decodeConnectState } from '../utils/connect-state';
import { goToProvider } from '../utils/go-to-provider';
import { externalAccountUrl, providerUrl } from '../utils/provider-url';
import type { AccountDialogValues } from './payment-account-dialog';
import { PaymentAccountDialog } from './payment-account-dialog';
import { PaymentAccountRow } from './payment-account-row';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalXL },
  header: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

type DialogState = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; account: PaymentAccount };

// Why the server keeps an account (server/README.md "Payments"), each with its message under `delete`.
const DELETE_REFUSALS = ['accountInUse', 'moneyHeld'] as const;

/**
 * Completes an account when the provider sends the user back (spec 000 §4): `code` plus `state`
 * (stripe) or `data` (sportspay), optional `status`; the query string is cleared either way.
 */
function useConnectReturn(organizationId: string) {
  const { t } = useTranslation(NAMESPACE);
  const toast = useToast();
  const [searchParams, setSearchParams] = useSearchParams();
  const connect = useConnectPaymentAccount(organizationId);
  const handled = useRef<string | null>(null);
  const code = searchParams.get('code');
  const carried = searchParams.get('state') ?? searchParams.get('data');
  const status = searchParams.get('status') ?? undefined;
  const providerError = searchParams.get('error');

  useEffect(() => {
    if (!code && !providerError && !carried) return;
    // One attempt per code: StrictMode and re-renders must not send it twice.
    const attempt = `${code ?? ''}|${carried ?? ''}|${providerError ?? ''}`;
    if (handled.current === attempt) return;
    handled.current = attempt;
    setSearchParams({}, { replace: true });
    if (!code) {
      toast.info(t('connect.canceled'));
      return;
    }
    const state = decodeConnectState(carried);
    if (!state) {
      toast.error(t('connect.failed'));
      return;
    }
    connect.mutate(
      { code, name: state.name, type: state.type, status },
      {
        onSuccess: () => toast.success(t('connect.success')),
        onError: () => toast.error(t('connect.failed')),
      },
    );
  }, [code, carried, status, providerError, connect, setSearchParams, toast, t]);

  return connect.isPending;
}

function PaymentAccountsContent({ organization }: { organization: Organization }) {
  const styles = useStyles();
  const { t } = useTranslation(NAMESPACE);
  const toast = useToast();
  const language = useLanguage();
  const canWrite = useCan('PAYMENT_ACCOUNTS', 'write');
  const canUpdate = useCan('PAYMENT_ACCOUNTS', 'update');
  const canDelete = useCan('PAYMENT_ACCOUNTS', 'delete');
  const accounts = usePaymentAccounts(organization.id);
  const isConnecting = useConnectReturn(organization.id);
  const update = useUpdatePaymentAccount(organization.id);
  const removal = useDeletePaymentAccount(organization.id);
  const [dialog, setDialog] = useState<DialogState>({ mode: 'closed' });
  const [toDelete, setToDelete] = useState<PaymentAccount | null>(null);
  const [deleteRefusal, setDeleteRefusal] = useState<(typeof DELETE_REFUSALS)[number] | null>(null);
  const providers = getRuntimeConfig().providers;
  const list = accounts.data ?? [];

  const onDialogSubmit = (values: AccountDialogValues) => {
    if (dialog.mode === 'edit') {
      const { account } = dialog;
      update.mutate(
        { id: account.id, stripe_user_id: account.stripe_user_id, account_name: values.name, type: account.type },
        {
          onSuccess: () => {
            toast.success(t('edit.success'));
            setDialog({ mode: 'closed' });
          },
          onError: () => toast.error(t('edit.failed')),
        },
      );
      return;
    }
    const url = providerUrl(providers, { type: values.type, name: values.name, returnOrigin: window.location.origin, language });
    if (!url) {
      toast.error(t('connect.notConfigured'));
      return;
    }
    goToProvider(url);
  };

  const closeDelete = () => {
    setToDelete(null);
    setDeleteRefusal(null);
  };

  const onConfirmDelete = () => {
    if (!toDelete) return;
    removal.mutate(toDelete.id, {
      onSuccess: () => {
        toast.success(t('delete.success'));
        closeDelete();
      },
      onError: (error) => {
        // A form or money still uses the account (issue 18 §1): the dialog stays open and says which.
        const refusal = DELETE_REFUSALS.find((code) => errorCodes(error).includes(code));
        if (refusal) {
          setDeleteRefusal(refusal);
          return;
        }
        toast.error(t('delete.failed'));
        closeDelete();
      },
    });
  };

  return (
    <>
      <div className={styles.header}>
        <Title2 as="h1">{t('page.title')}</Title2>
        {canWrite && (
          <Button appearance="primary" icon={<AddRegular />} disabled={!accounts.isSuccess} onClick={() => setDialog({ mode: 'add' })}>
            {t('page.add')}
          </Button>
        )}
      </div>
      {isConnecting && <LoadingState label={t('connect.inProgress')} />}
      {accounts.isPending && <LoadingState label={t('page.loading')} />}
      {accounts.isError && (
        <MessageBar intent="error">
          <MessageBarBody>{t(errorMessageKey(accounts.error), errorMessageOptions(accounts.error))}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => void accounts.refetch()}>{t('errors.retry', { ns: 'common' })}</Button>
          </MessageBarActions>
        </MessageBar>
      )}
      {accounts.isSuccess && list.length === 0 && <EmptyState message={t('empty.paymentAccounts', { ns: 'common' })} />}
      {list.length > 0 && (
        <div className={styles.list} role="list" aria-label={t('page.title')}>
          {list.map((account) => (
            <PaymentAccountRow
              key={account.id}
              account={account}
              externalUrl={externalAccountUrl(providers, account)}
              canEdit={canUpdate}
              canDelete={canDelete}
              onEdit={(chosen) => setDialog({ mode: 'edit', account: chosen })}
              onDelete={setToDelete}
            />
          ))}
        </div>
      )}
      <PaymentAccountDialog
        open={dialog.mode !== 'closed'}
        accounts={list}
        editing={dialog.mode === 'edit' ? dialog.account : null}
        busy={update.isPending}
        onSubmit={onDialogSubmit}
        onCancel={() => setDialog({ mode: 'closed' })}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title={t('delete.title')}
        message={t('delete.message', { name: toDelete ? toDelete.account_name || t(`providers.${toDelete.type}`) : '' })}
        confirmLabel={t('confirm.delete', { ns: 'common' })}
        busy={removal.isPending}
        refusal={deleteRefusal ? t(`delete.${deleteRefusal}`) : undefined}
        onConfirm={onConfirmDelete}
        onCancel={closeDelete}
      />
    </>
  );
}

/** The payment accounts page (/payment-accounts, spec 000 §2), also the connect flow's return address. */
export function PaymentAccountsPage() {
  const styles = useStyles();
  const { t } = useTranslation(NAMESPACE);
  const organization = useCurrentOrganization();
  return (
    <section className={styles.root} data-testid="payment-accounts">
      {organization ? (
        <PaymentAccountsContent key={organization.id} organization={organization} />
      ) : (
        <>
          <Title2 as="h1">{t('page.title')}</Title2>
          <EmptyState message={t('page.noOrganization')} />
        </>
      )}
    </section>
  );
}
