import { memo } from 'react';
import { useTranslation } from '@front-office/shared/platform';
import { Accordion, AccordionHeader, AccordionItem, AccordionPanel, makeStyles } from '@fluentui/react-components';
import { tokens, Button, Title3 } from '@front-office/shared/ui';
import { AddRegular } from '@fluentui/react-icons';
import { addField, newField } from '@front-office/shared/core';
import type { FieldType, Language } from '@front-office/shared/core';
import { NAMESPACE } from '../../../i18n/namespace';
import { TOOLBOX_GROUPS } from '../state/toolbox-groups';
import { useDesigner } from './designer-context';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, border: `1px solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusMedium, padding: tokens.spacingHorizontalS },
  title: { margin: 0 },
  types: { display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: tokens.spacingVerticalXXS },
  type: { justifyContent: 'flex-start' },
});

/**
 * The toolbox (spec 001 §2, FORM update only): every type of the catalogue in collapsible groups.
 * A new field goes to the last section of the selected step, size 6, and becomes selected.
 */
export const Toolbox = memo(function Toolbox({ stepId, languages }: { stepId: string | null; languages: readonly Language[] }) {
  const { t } = useTranslation(NAMESPACE);
  const styles = useStyles();
  const { applyContent } = useDesigner();
  const add = (type: FieldType) => {
    const id = crypto.randomUUID();
    applyContent((content) => addField(content, stepId, newField(type, id, languages, (lng) => t(`fieldTypes.${type}`, { lng }))), { fieldId: id });
  };
  return (
    <div className={styles.root} data-testid="toolbox">
      <Title3 as="h2" className={styles.title}>
        {t('designer.toolbox.title')}
      </Title3>
      <Accordion multiple collapsible defaultOpenItems={TOOLBOX_GROUPS.map((entry) => entry.group)}>
        {TOOLBOX_GROUPS.map(({ group, types }) => (
          <AccordionItem key={group} value={group}>
            <AccordionHeader as="h3" size="small">
              {t(`designer.toolbox.groups.${group}`)}
            </AccordionHeader>
            <AccordionPanel>
              <div className={styles.types}>
                {types.map((type) => (
                  <Button key={type} appearance="subtle" className={styles.type} icon={<AddRegular />} aria-label={t('designer.toolbox.add', { type: t(`fieldTypes.${type}`) })} onClick={() => add(type)}>
                    {t(`fieldTypes.${type}`)}
                  </Button>
                ))}
              </div>
            </AccordionPanel>
          </AccordionItem>
        ))}
      </Accordion>
    </div>
  );
});
