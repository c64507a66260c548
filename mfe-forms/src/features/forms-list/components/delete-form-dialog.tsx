import { useState } from 'react';
import { ConfirmDialog, errorCodes, useToast, useTranslation } from '@front-office/shared/platform';
import { NAMESPACE } from '../../../i18n/namespace';
import { useDeleteForm } from '../api/delete-form';

export interface DeleteFormDialogProps {
  organizationId: string;
  /** The form to delete, with its name in the current language; null keeps the dialog closed. */
  form: { id: string; name: string } | null;
  onClose: () => void;
  onDeleted: () => void;
}

/** Delete confirmation naming the form (spec 000 §2, §8). */
export function DeleteFormDialog({ organizationId, form, onClose, onDeleted }: DeleteFormDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const toast = useToast();
  const deletion = useDeleteForm(organizationId);
  // The form the server refused to delete because its submissions hold money (issue 18 §1).
  const [moneyHeldFor, setMoneyHeldFor] = useState<string | null>(null);

  const close = () => {
    setMoneyHeldFor(null);
    onClose();
  };

  const confirm = () => {
    if (!form) return;
    deletion.mutate(form.id, {
      onSuccess: () => {
        toast.success(t('formsList.deleteDialog.success'));
        onDeleted();
        close();
      },
      onError: (error) => {
        // Money still held: the dialog stays open and says what to do first.
        if (errorCodes(error).includes('moneyHeld')) {
          setMoneyHeldFor(form.id);
          return;
        }
        // Spec 000 §8: anything else but a result of 1 (a refusal included) shows the generic
        // error, and the list is not reloaded.
        toast.error(t('errors.generic', { ns: 'common' }));
        close();
      },
    });
  };

  return (
    <ConfirmDialog
      open={form !== null}
      title={t('formsList.deleteDialog.title')}
      message={t('formsList.deleteDialog.message', { name: form?.name ?? '' })}
      confirmLabel={t('confirm.delete', { ns: 'common' })}
      onConfirm={confirm}
      onCancel={close}
      busy={deletion.isPending}
      refusal={form !== null && moneyHeldFor === form.id ? t('formsList.deleteDialog.moneyHeld') : undefined}
    />
  );
}
