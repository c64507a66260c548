import type { ReactNode } from 'react';
import { DialogFormActions, useTranslation } from '@front-office/shared/platform';
import { makeStyles } from '@fluentui/react-components';
import { tokens, Dialog, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@front-office/shared/ui';

const useStyles = makeStyles({ content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

/** The designer's modal forms (step, section, form properties): a title, the inputs, Cancel and Save. */
export function FormDialog({ open = true, title, onClose, onSubmit, children }: { open?: boolean; title: string; onClose(): void; onSubmit(): void; children: ReactNode }) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <Dialog open={open} onOpenChange={(_, data) => (data.open ? undefined : onClose())}>
      <DialogSurface>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={styles.content}>{children}</DialogContent>
            <DialogFormActions submitLabel={t('common:actions.save', { defaultValue: 'Save' })} onCancel={onClose} />
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
