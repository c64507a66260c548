import { makeStyles } from '@fluentui/react-components';
import { tokens, Dialog, DialogBody, DialogContent, DialogSurface, DialogTitle, MessageBar, MessageBarBody } from '@front-office/shared/ui';
import { useEffect, useRef } from 'react';
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
  // The refused confirm button is disabled under the focus, which would fall out of the dialog (and
  // Escape with it): the reason takes the focus, so it is read and the keyboard stays in the dialog.
  const refusalRef = useRef<HTMLDivElement>(null);
  const hasRefusal = Boolean(refusal);
  useEffect(() => {
    if (hasRefusal) refusalRef.current?.focus();
  }, [hasRefusal]);
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
              <MessageBar ref={refusalRef} tabIndex={-1} intent="error" layout="multiline" className={styles.refusal}>
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
