import { memo, useCallback, useEffect, useMemo, useState } from 'react';
import { ConfirmDialog, useTranslation } from '@front-office/shared/platform';
import { makeStyles } from '@fluentui/react-components';
import { tokens, Button, Text } from '@front-office/shared/ui';
import { AddRegular } from '@fluentui/react-icons';
import { deleteField, fieldIdsUsedByRules, findSection, localizedValue } from '@front-office/shared/core';
import type { Field, Language, Rule, Section, Step } from '@front-office/shared/core';
import { NAMESPACE } from '../../../i18n/namespace';
import { useDesigner } from './designer-context';
import { CanvasProvider } from '../../canvas/field-preview-slot';
import { SectionBlock } from './section-block';
import { SectionDialog } from './section-dialog';

/** Fields whose previews render with the page: more than a screen holds (the rest follow as they near the screen). */
const EAGER_PREVIEWS = 24;
/** Fields rendered with the first paint (more than a screen holds), then this many more a frame. */
const FIRST_FIELDS = EAGER_PREVIEWS;
const FIELDS_PER_FRAME = 30;

/**
 * How many of the step's fields are rendered: the first screen's with the first paint, then the
 * others a few dozen after each frame, so that opening a step of 300 fields paints the first
 * screen without waiting for the rest (one task of ~250 ms otherwise) and no task is long; once
 * all are there, every later field renders at once. Every card is in the page a few frames after
 * opening, with its buttons for the keyboard and its label for a search in the page.
 */
function useRenderedFields(stepId: string, total: number): number {
  // A step that fits in the first screen is whole from the start: a field added later renders at once.
  const first = () => ({ stepId, count: total <= FIRST_FIELDS ? Number.POSITIVE_INFINITY : FIRST_FIELDS });
  const [rendered, setRendered] = useState(first);
  // Another step starts again from its first screen (React renders again at once with it).
  if (rendered.stepId !== stepId) setRendered(first());
  const { count } = rendered;
  useEffect(() => {
    if (count >= total) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const next = () => setRendered({ stepId, count: count + FIELDS_PER_FRAME >= total ? Number.POSITIVE_INFINITY : count + FIELDS_PER_FRAME });
    // After the next paint: the screen shows before more fields are rendered.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(next, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [stepId, count, total]);
  return count;
}

const useStyles = makeStyles({
  canvas: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

/** The selected step's sections and fields on the 12-column grid (dragging: `designer-dnd.tsx`). */
export function StepCanvas({ step, language, selectedFieldId, rules }: { step: Step; language: Language; selectedFieldId: string | null; rules: Rule[] }) {
  const { t } = useTranslation(NAMESPACE);
  const styles = useStyles();
  const { canUpdate, applyContent, current } = useDesigner();
  const [deleting, setDeleting] = useState<Field | null>(null);
  const [sectionDialog, setSectionDialog] = useState<{ section: Section | null } | null>(null);
  const usedIds = useMemo(() => fieldIdsUsedByRules({ steps: [], rules }), [rules]);
  const onDelete = useCallback((field: Field) => setDeleting(field), []);
  // The section as it is when its edit button is pressed (the callback stays the same while its fields change).
  const onEditSection = useCallback(
    (sectionId: string) => {
      const { content } = current();
      const place = findSection(content, sectionId);
      if (place) setSectionDialog({ section: content.steps[place.step]!.sections[place.section]! });
    },
    [current],
  );
  const onAddSection = useCallback(() => setSectionDialog({ section: null }), []);

  // The fields before each section: its first ones are eager while the step's first EAGER_PREVIEWS are not all placed.
  const starts = step.sections.map((_, index) => step.sections.slice(0, index).reduce((sum, section) => sum + section.fields.length, 0));
  const rendered = useRenderedFields(step.id, step.sections.reduce((sum, section) => sum + section.fields.length, 0));
  return (
    <CanvasProvider>
      <div className={styles.canvas} data-testid="step-canvas">
        {step.sections.map((section, index) => {
          const eagerCount = Math.max(0, EAGER_PREVIEWS - starts[index]!);
          return (
            <SectionBlock
              key={section.id}
              section={section}
              language={language}
              selectedFieldId={section.fields.some((field) => field.id === selectedFieldId) ? selectedFieldId : null}
              usedIds={usedIds}
              eagerCount={eagerCount}
              renderedCount={Math.min(section.fields.length, Math.max(0, rendered - starts[index]!))}
              onDelete={onDelete}
              onEditSection={onEditSection}
            />
          );
        })}
        {step.sections.length === 0 ? <Text>{t('designer.sections.none')}</Text> : null}
        {canUpdate ? <AddSectionButton onAdd={onAddSection} /> : null}
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
    </CanvasProvider>
  );
}

const ADD_ICON = <AddRegular />;

/** The step's add-section button, which a keystroke in a field leaves as it is. */
const AddSectionButton = memo(function AddSectionButton({ onAdd }: { onAdd(): void }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div>
      <Button icon={ADD_ICON} onClick={onAdd}>
        {t('designer.sections.add')}
      </Button>
    </div>
  );
});
