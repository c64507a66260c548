import { makeStyles } from '@fluentui/react-components';
import { tokens, Dialog, DialogBody, DialogContent, DialogSurface, DialogTitle, MessageBar, MessageBarBody } from '@front-office/shared/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFormActions } from './dialog-form-actions';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  message: ReactNode;
  /** Defaults to the translated "Confirm". */
  confirmLabel?: string;
  /** Defaults to the translated "Cancel". */
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** While the confirmed action runs: buttons disabled and a spinner on confirm. */
  busy?: boolean;
  /**
   * Why the server refused the action (e.g. money still held): shown in the dialog, which stays
   * open, with confirm disabled (asking again would be refused again) and cancel usable.
   */
  refusal?: ReactNode;
}

const useStyles = makeStyles({
  refusal: { marginTop: tokens.spacingVerticalM },
});

/** A modal yes/no question (delete confirmations and the like); Escape cancels. */
export function ConfirmDialog({ open, title, message, confirmLabel, cancelLabel, onConfirm, onCancel, busy = false, refusal }: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  const styles = useStyles();
  return (
    <Dialog
      open={open}
      modalType="alert"
      onOpenChange={(_, data) => {
        if (!data.open && !busy) onCancel();
      }}
    >
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>
            {message}
            {refusal ? (
              <MessageBar intent="error" layout="multiline" className={styles.refusal}>
                <MessageBarBody>{refusal}</MessageBarBody>
              </MessageBar>
            ) : null}
          </DialogContent>
          <DialogFormActions
            submitLabel={confirmLabel ?? t('confirm.confirm')}
            cancelLabel={cancelLabel ?? t('confirm.cancel')}
            busy={busy}
            submitDisabled={Boolean(refusal)}
            onCancel={onCancel}
            onSubmit={onConfirm}
          />
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
