import { Dialog, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@front-office/shared/ui';
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
}

/** A modal yes/no question (delete confirmations and the like); Escape cancels. */
export function ConfirmDialog({ open, title, message, confirmLabel, cancelLabel, onConfirm, onCancel, busy = false }: ConfirmDialogProps) {
  const { t } = useTranslation('common');
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
          <DialogContent>{message}</DialogContent>
          <DialogFormActions
            submitLabel={confirmLabel ?? t('confirm.confirm')}
            cancelLabel={cancelLabel ?? t('confirm.cancel')}
            busy={busy}
            onCancel={onCancel}
            onSubmit={onConfirm}
          />
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
