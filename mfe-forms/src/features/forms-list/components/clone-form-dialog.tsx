import { DialogFormActions, errorMessageKey, errorMessageOptions, useToast, useTranslation } from '@front-office/shared/platform';
import { Controller, useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Input } from '@fluentui/react-components';
import { Dialog, DialogBody, DialogContent, DialogSurface, DialogTitle, Field } from '@front-office/shared/ui';
import { NAMESPACE } from '../../../i18n/namespace';
import { useCloneForm } from '../api/clone-form';
import type { CloneFormValues } from '../utils/form-dialog-schemas';
import { cloneFormSchema } from '../utils/form-dialog-schemas';

export interface CloneFormDialogProps {
  organizationId: string;
  formId: string;
  /** The form's name in the current language. */
  formName: string;
  onClose: () => void;
}

/** Clone modal (spec 000 §2): the new name starts as the form's name plus the 'copy' label. */
export function CloneFormDialog({ organizationId, formId, formName, onClose }: CloneFormDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const toast = useToast();
  const cloning = useCloneForm(organizationId);
  const { control, handleSubmit, formState } = useForm<CloneFormValues>({
    resolver: yupResolver(cloneFormSchema),
    defaultValues: { name: `${formName} ${t('formsList.cloneDialog.copy')}` },
    mode: 'onTouched',
  });

  const submit = handleSubmit((values) => {
    cloning.mutate(
      { formId, name: values.name },
      {
        onSuccess: () => {
          toast.success(t('formsList.cloneDialog.success'));
          onClose();
        },
        onError: (error) => toast.error(t(errorMessageKey(error), errorMessageOptions(error))),
      },
    );
  });

  return (
    <Dialog
      open
      onOpenChange={(_, data) => {
        if (!data.open && !cloning.isPending) onClose();
      }}
    >
      <DialogSurface>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <DialogBody>
            <DialogTitle>{t('formsList.cloneDialog.title')}</DialogTitle>
            <DialogContent>
              <Controller
                name="name"
                control={control}
                render={({ field }) => (
                  <Field
                    label={t('formsList.cloneDialog.name')}
                    required
                    validationMessage={formState.errors.name?.message ? t(formState.errors.name.message) : undefined}
                  >
                    <Input {...field} />
                  </Field>
                )}
              />
            </DialogContent>
            <DialogFormActions submitLabel={t('formsList.cloneDialog.submit')} busy={cloning.isPending} onCancel={onClose} />
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
