import { Button, DialogActions, Spinner } from '@front-office/shared/ui';
import { useTranslation } from 'react-i18next';

export interface DialogFormActionsProps {
  submitLabel: string;
  onCancel: () => void;
  /** While the action runs: both buttons disabled and a spinner on the primary one. */
  busy?: boolean;
  /** Defaults to the translated "Cancel". */
  cancelLabel?: string;
  /** Without it the primary button submits the dialog's form. */
  onSubmit?: () => void;
  /** Only the primary button disabled (the action is not possible now); Cancel stays usable. */
  submitDisabled?: boolean;
}

/** The footer of a modal: Cancel, then the primary action. */
export function DialogFormActions({ submitLabel, onCancel, busy = false, cancelLabel, onSubmit, submitDisabled = false }: DialogFormActionsProps) {
  const { t } = useTranslation('common');
  return (
    <DialogActions>
      <Button appearance="secondary" disabled={busy} onClick={onCancel}>
        {cancelLabel ?? t('actions.cancel')}
      </Button>
      <Button
        appearance="primary"
        type={onSubmit ? 'button' : 'submit'}
        disabled={busy || submitDisabled}
        icon={busy ? <Spinner size="tiny" /> : undefined}
        onClick={onSubmit}
      >
        {submitLabel}
      </Button>
    </DialogActions>
  );
}
