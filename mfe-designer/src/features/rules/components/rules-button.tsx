import { useState } from 'react';
import { useTranslation } from '@front-office/shared/platform';
import { Button } from '@front-office/shared/ui';
import { FlowRegular } from '@fluentui/react-icons';
import { NAMESPACE } from '../../../i18n/namespace';
import { RulesDialog } from './rules-dialog';
import type { RulesDialogProps } from './rules-dialog';

/** The designer header's Rules button (spec 001 §2) and the rules editor it opens. */
export function RulesButton(props: Omit<RulesDialogProps, 'onClose'>) {
  const { t } = useTranslation(NAMESPACE);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<FlowRegular />} onClick={() => setOpen(true)} data-testid="rules-button">
        {t('rules.open')}
      </Button>
      {open ? <RulesDialog {...props} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
