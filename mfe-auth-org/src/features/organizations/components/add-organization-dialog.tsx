import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, DialogTrigger } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { NAMESPACE } from '../../../i18n/namespace';

/**
 * The add-organization entry. The create-organization form arrives with issue 3; until then the
 * dialog says so instead of pretending to work.
 */
export function AddOrganizationDialog() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Dialog>
      <DialogTrigger disableButtonEnhancement>
        <Button appearance="primary" icon={<AddRegular />}>
          {t('selection.add')}
        </Button>
      </DialogTrigger>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('addDialog.title')}</DialogTitle>
          <DialogContent>{t('addDialog.body')}</DialogContent>
          <DialogActions>
            <DialogTrigger disableButtonEnhancement>
              <Button appearance="secondary">{t('addDialog.close')}</Button>
            </DialogTrigger>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
