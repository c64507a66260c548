import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { ConfirmDialog, useTranslation } from '@front-office/shared/platform';
import { makeStyles } from '@fluentui/react-components';
import { tokens, Button, Text } from '@front-office/shared/ui';
import { AddRegular } from '@fluentui/react-icons';
import { DndContext, KeyboardSensor, PointerSensor, closestCorners, useSensor, useSensors } from '@dnd-kit/core';
import type { Announcements, DragEndEvent, DragStartEvent } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { deleteField, fieldIdsUsedByRules, findField, localizedValue, moveField } from '@front-office/shared/core';
import type { Field, FormContent, Language, Section, Step } from '@front-office/shared/core';
import { NAMESPACE } from '../../../i18n/namespace';
import { useDesigner } from './designer-context';
import { SectionBlock, sectionDropId } from './section-block';
import { SectionDialog } from './section-dialog';
import { useEdgeAutoScroll } from './use-edge-auto-scroll';

// Module constants: new sensor options would give every drag handle new listeners on each render.
const POINTER_OPTIONS = { activationConstraint: { distance: 4 } };
const KEYBOARD_OPTIONS = { coordinateGetter: sortableKeyboardCoordinates };

const useStyles = makeStyles({
  canvas: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

/** Where a drop lands: a field's place (before it) or the end of a section. */
function dropTarget(content: FormContent, overId: string, activeId: string): { sectionId: string; index: number } | null {
  const field = findField(content, overId);
  if (field) {
    const section = content.steps[field.step]!.sections[field.section]!;
    // Within a section the field takes the place of the one it is over; across, it goes before it.
    return { sectionId: section.id, index: field.index };
  }
  if (overId.startsWith('section:')) {
    const sectionId = overId.slice('section:'.length);
    const section = content.steps.flatMap((step) => step.sections).find((candidate) => candidate.id === sectionId);
    if (!section) return null;
    const inside = section.fields.some((candidate) => candidate.id === activeId);
    return { sectionId, index: inside ? section.fields.length - 1 : section.fields.length };
  }
  return null;
}

/**
 * The selected step's sections and fields on the 12-column grid, with dnd-kit's pointer and
 * keyboard sensors (a keyboard user moves a field to another section with the arrow keys).
 */
export function StepCanvas({ step, language, selectedFieldId, content }: { step: Step; language: Language; selectedFieldId: string | null; content: FormContent }) {
  const { t } = useTranslation(NAMESPACE);
  const styles = useStyles();
  const { canUpdate, applyContent, current } = useDesigner();
  const [deleting, setDeleting] = useState<Field | null>(null);
  const [sectionDialog, setSectionDialog] = useState<{ section: Section | null } | null>(null);
  const rules = content.rules;
  const usedIds = useMemo(() => fieldIdsUsedByRules({ steps: [], rules }), [rules]);
  const sensors = useSensors(useSensor(PointerSensor, POINTER_OPTIONS), useSensor(KeyboardSensor, KEYBOARD_OPTIONS));
  const autoScroll = useEdgeAutoScroll();
  const labelRef = useRef<(id: string) => string>(() => '');
  useLayoutEffect(() => {
    labelRef.current = (id: string) => {
      const field = findField(current().content, id)?.field;
      if (field) return localizedValue(field.text, language) || t(`fieldTypes.${field.type}`);
      const section = current().content.steps.flatMap((candidate) => candidate.sections).find((candidate) => sectionDropId(candidate.id) === id);
      return section ? localizedValue(section.name, language) || t('designer.sections.untitled') : id;
    };
  }, [current, language, t]);

  const announcements = useMemo<Announcements>(
    () => ({
      onDragStart: ({ active }) => t('designer.dnd.picked', { label: labelRef.current(String(active.id)) }),
      onDragOver: ({ active, over }) => (over ? t('designer.dnd.over', { label: labelRef.current(String(active.id)), target: labelRef.current(String(over.id)) }) : undefined),
      onDragEnd: ({ active, over }) => (over ? t('designer.dnd.dropped', { label: labelRef.current(String(active.id)), target: labelRef.current(String(over.id)) }) : undefined),
      onDragCancel: ({ active }) => t('designer.dnd.cancelled', { label: labelRef.current(String(active.id)) }),
    }),
    [t],
  );

  const canvasRef = useRef<HTMLDivElement>(null);
  const accessibility = useMemo(() => ({ announcements, screenReaderInstructions: { draggable: t('designer.dnd.instructions') } }), [announcements, t]);
  const onDragStart = useCallback((_event: DragStartEvent) => autoScroll.start(canvasRef.current), [autoScroll]);
  const onDragEnd = useCallback(
    ({ active, over }: DragEndEvent) => {
      autoScroll.stop();
      if (!over || over.id === active.id) return;
      const target = dropTarget(current().content, String(over.id), String(active.id));
      if (!target) return;
      applyContent((content) => moveField(content, String(active.id), target.sectionId, target.index));
    },
    [applyContent, autoScroll, current],
  );
  const onDelete = useCallback((field: Field) => setDeleting(field), []);
  const onEditSection = useCallback((section: Section) => setSectionDialog({ section }), []);

  return (
    <div className={styles.canvas} data-testid="step-canvas" ref={canvasRef}>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCorners}
        autoScroll={false}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={autoScroll.stop}
        accessibility={accessibility}
      >
        {step.sections.map((section) => (
          <SectionBlock
            key={section.id}
            section={section}
            language={language}
            selectedFieldId={section.fields.some((field) => field.id === selectedFieldId) ? selectedFieldId : null}
            usedIds={usedIds}
            onDelete={onDelete}
            onEditSection={onEditSection}
          />
        ))}
      </DndContext>
      {step.sections.length === 0 ? <Text>{t('designer.sections.none')}</Text> : null}
      {canUpdate ? (
        <div>
          <Button icon={<AddRegular />} onClick={() => setSectionDialog({ section: null })}>
            {t('designer.sections.add')}
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('designer.fields.deleteTitle')}
        message={t('designer.fields.deleteMessage', { label: deleting ? localizedValue(deleting.text, language) || t(`fieldTypes.${deleting.type}`) : '' })}
        confirmLabel={t('common:confirm.delete', { defaultValue: 'Delete' })}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const field = deleting;
          setDeleting(null);
          if (field) applyContent((content) => deleteField(content, field.id));
        }}
      />
      {sectionDialog ? <SectionDialog stepId={step.id} section={sectionDialog.section} onClose={() => setSectionDialog(null)} /> : null}
    </div>
  );
}
