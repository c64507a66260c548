import { ConfirmDialog, useToast, useTranslation } from '@front-office/shared/platform';
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

  const confirm = () => {
    if (!form) return;
    deletion.mutate(form.id, {
      onSuccess: () => {
        toast.success(t('formsList.deleteDialog.success'));
        onDeleted();
        onClose();
      },
      onError: () => {
        // Spec 000 §8: anything but a result of 1 (a refusal included) shows the generic error,
        // and the list is not reloaded.
        toast.error(t('errors.generic', { ns: 'common' }));
        onClose();
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
      onCancel={onClose}
      busy={deletion.isPending}
    />
  );
}
