import { useRef, useState } from 'react';
import { DialogFormActions, useTranslation } from '@front-office/shared/platform';
import { makeStyles, Input, Select } from '@fluentui/react-components';
import { tokens, Dialog, DialogBody, DialogContent, DialogSurface, DialogTitle, Field } from '@front-office/shared/ui';
import type { PaymentAccount, PaymentAccountType } from '@front-office/shared/core';
import { NAMESPACE } from '../../../i18n/namespace';
import { defaultPaymentMethod, paymentMethodChoices } from '../utils/payment-method-choices';

const ACCOUNT_NAME_MAX = 100;

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export interface AccountDialogValues {
  type: PaymentAccountType;
  name: string;
}

interface AccountFormProps {
  accounts: PaymentAccount[];
  /** The account being edited; absent when adding one. */
  editing: PaymentAccount | null;
  busy: boolean;
  onSubmit: (values: AccountDialogValues) => void;
  onCancel: () => void;
}

function AccountForm({ accounts, editing, busy, onSubmit, onCancel }: AccountFormProps) {
  const styles = useStyles();
  const { t } = useTranslation(NAMESPACE);
  // Spec 000 §2: the method cannot change when editing, so the edited account's type is the only choice.
  const choices = editing ? [editing.type] : paymentMethodChoices(accounts);
  const [type, setType] = useState<PaymentAccountType>(editing ? editing.type : defaultPaymentMethod(accounts));
  const [name, setName] = useState(editing?.account_name ?? '');
  // Spec 000 §5: the name is entered; the server refuses a blank one too.
  const [nameMissing, setNameMissing] = useState(false);
  const nameInput = useRef<HTMLInputElement>(null);

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (name.trim() === '') {
          setNameMissing(true);
          nameInput.current?.focus();
          return;
        }
        onSubmit({ type, name: name.trim() });
      }}
    >
      <DialogBody>
        <DialogTitle>{editing ? t('dialog.editTitle') : t('dialog.addTitle')}</DialogTitle>
        <DialogContent className={styles.form}>
          <Field label={t('dialog.method')} hint={editing ? t('dialog.methodLocked') : undefined}>
            <Select value={type} disabled={Boolean(editing) || busy} onChange={(_event, data) => setType(data.value as PaymentAccountType)}>
              {choices.map((choice) => (
                <option key={choice} value={choice}>
                  {t(`providers.${choice}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('dialog.name')} required validationState={nameMissing ? 'error' : 'none'} validationMessage={nameMissing ? t('dialog.nameRequired') : undefined}>
            <Input
              ref={nameInput}
              value={name}
              maxLength={ACCOUNT_NAME_MAX}
              disabled={busy}
              onChange={(_event, data) => {
                setName(data.value);
                if (data.value.trim() !== '') setNameMissing(false);
              }}
            />
          </Field>
        </DialogContent>
        <DialogFormActions submitLabel={editing ? t('actions.save', { ns: 'common' }) : t('dialog.continue')} busy={busy} onCancel={onCancel} />
      </DialogBody>
    </form>
  );
}

/** The add/edit payment account dialog (spec 000 §2). */
export function PaymentAccountDialog({ open, ...props }: AccountFormProps & { open: boolean }) {
  return (
    <Dialog open={open} onOpenChange={(_event, data) => !data.open && props.onCancel()}>
      <DialogSurface>{open && <AccountForm {...props} />}</DialogSurface>
    </Dialog>
  );
}
