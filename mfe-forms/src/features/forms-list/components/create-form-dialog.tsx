import { DialogFormActions, useTranslation } from '@front-office/shared/platform';
import { Dialog, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@front-office/shared/ui';
import { CreateFormFields, useCreateFormController } from '@front-office/shared/create-form';
import { NAMESPACE } from '../../../i18n/namespace';

export interface CreateFormDialogProps {
  organizationId: string;
  onClose: () => void;
}

/**
 * Create-form modal (spec 000 §2): the shared create-form fields (shared/platform, also the
 * designer's create page). A created form opens in the editor.
 */
export function CreateFormDialog({ organizationId, onClose }: CreateFormDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const controller = useCreateFormController(organizationId, { onCreated: onClose });
  return (
    <Dialog
      open
      onOpenChange={(_, data) => {
        if (!data.open && !controller.pending) onClose();
      }}
    >
      <DialogSurface>
        <form onSubmit={controller.submit} noValidate>
          <DialogBody>
            <DialogTitle>{t('formsList.createDialog.title')}</DialogTitle>
            <DialogContent>
              <CreateFormFields controller={controller} />
            </DialogContent>
            <DialogFormActions submitLabel={t('formsList.createDialog.submit')} busy={controller.pending} onCancel={onClose} />
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
