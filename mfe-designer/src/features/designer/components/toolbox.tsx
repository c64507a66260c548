import { memo } from 'react';
import type { PointerEventHandler } from 'react';
import { useTranslation } from '@front-office/shared/platform';
import { Accordion, AccordionHeader, AccordionItem, AccordionPanel, makeStyles } from '@fluentui/react-components';
import { tokens, Button, Title3 } from '@front-office/shared/ui';
import { AddRegular, ReOrderDotsVerticalRegular } from '@fluentui/react-icons';
import { useDraggable } from '@dnd-kit/core';
import { addField, newField } from '@front-office/shared/core';
import type { FieldType, Language } from '@front-office/shared/core';
import { NAMESPACE } from '../../../i18n/namespace';
import { TOOLBOX_GROUPS } from '../state/toolbox-groups';
import { useDesigner } from './designer-context';
import { toolboxDragId } from './designer-dnd';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, border: `1px solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusMedium, padding: tokens.spacingHorizontalS },
  title: { margin: 0 },
  types: { display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: tokens.spacingVerticalXXS },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS },
  type: { justifyContent: 'flex-start', flex: '1 1 auto', minWidth: 0 },
  handle: { cursor: 'grab', touchAction: 'none', flex: 'none' },
});

/**
 * One type of the toolbox: the button adds it (a click, Enter or Space) and is also dragged with
 * the pointer; the handle beside it is the keyboard's way to drag (Space, the arrows, Space).
 */
function ToolboxType({ type, onAdd }: { type: FieldType; onAdd(type: FieldType): void }) {
  const { t } = useTranslation(NAMESPACE);
  const styles = useStyles();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef } = useDraggable({ id: toolboxDragId(type), data: { newType: type } });
  const name = t(`fieldTypes.${type}`);
  return (
    <div ref={setNodeRef} className={styles.row} data-testid="toolbox-type" data-type={type}>
      <Button appearance="subtle" className={styles.type} icon={<AddRegular />} aria-label={t('designer.toolbox.add', { type: name })} onClick={() => onAdd(type)} onPointerDown={listeners?.onPointerDown as PointerEventHandler | undefined}>
        {name}
      </Button>
      <Button ref={setActivatorNodeRef} appearance="subtle" size="small" className={styles.handle} icon={<ReOrderDotsVerticalRegular />} {...attributes} {...listeners} aria-label={t('designer.toolbox.drag', { type: name })} title={t('designer.toolbox.drag', { type: name })} />
    </div>
  );
}

/**
 * The toolbox (spec 001 §2, FORM update only): every type of the catalogue in collapsible groups.
 * A new field (size 6, then selected) goes right after the selected field, else to the last
 * section of the selected step; dragged, it goes where it is dropped (`designer-dnd.tsx`).
 */
export const Toolbox = memo(function Toolbox({ stepId, selectedFieldId, languages }: { stepId: string | null; selectedFieldId: string | null; languages: readonly Language[] }) {
  const { t } = useTranslation(NAMESPACE);
  const styles = useStyles();
  const { applyContent } = useDesigner();
  const add = (type: FieldType) => {
    const id = crypto.randomUUID();
    applyContent((content) => addField(content, stepId, newField(type, id, languages, (lng) => t(`fieldTypes.${type}`, { lng })), selectedFieldId), { fieldId: id });
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
                  <ToolboxType key={type} type={type} onAdd={add} />
                ))}
              </div>
            </AccordionPanel>
          </AccordionItem>
        ))}
      </Accordion>
    </div>
  );
});
