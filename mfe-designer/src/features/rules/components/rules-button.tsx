import { useState } from 'react';
import type { FormContent } from '@front-office/shared/core';
import type { DesignerState } from '../../designer/state/designer-state';
import { useDesignerState } from '../../designer/components/designer-context';
import { useTranslation } from '@front-office/shared/platform';
import { Button } from '@front-office/shared/ui';
import { FlowRegular } from '@fluentui/react-icons';
import { NAMESPACE } from '../../../i18n/namespace';
import { RulesDialog } from './rules-dialog';
import type { RulesDialogProps } from './rules-dialog';

const selectContent = (state: DesignerState): FormContent => state.history.present.content;

/**
 * The designer header's Rules button (spec 001 §2) and the rules editor it opens. Only the open
 * editor reads the form's content, so the closed button does not render again on every change.
 */
export function RulesButton(props: Omit<RulesDialogProps, 'onClose' | 'content'>) {
  const { t } = useTranslation(NAMESPACE);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<FlowRegular />} onClick={() => setOpen(true)} data-testid="rules-button">
        {t('rules.open')}
      </Button>
      {open ? <OpenRulesDialog {...props} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function OpenRulesDialog(props: Omit<RulesDialogProps, 'content'>) {
  return <RulesDialog content={useDesignerState(selectContent)} {...props} />;
}
