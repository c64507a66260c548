import { memo } from 'react';
import type { CSSProperties } from 'react';
import { useTranslation } from '@front-office/shared/platform';
import { makeStyles, mergeClasses } from '@fluentui/react-components';
import { tokens, Badge, Button, Text } from '@front-office/shared/ui';
import { AddRegular, DeleteRegular, EditRegular, ReOrderDotsVerticalRegular, SubtractRegular } from '@fluentui/react-icons';
import { useSortable } from '@dnd-kit/sortable';
import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import { GRID_COLUMNS, localizedValue, resizeField } from '@front-office/shared/core';
import type { Field, Language } from '@front-office/shared/core';
import { NAMESPACE } from '../../../i18n/namespace';
import { FieldPreviewSlot } from '../../canvas/field-preview-slot';
import { useDesigner } from './designer-context';

const useStyles = makeStyles({
  card: {
    minWidth: 0,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    padding: tokens.spacingHorizontalS,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    '@media (max-width: 640px)': { gridColumn: '1 / -1 !important' },
  },
  selected: { border: `2px solid ${tokens.colorBrandStroke1}` },
  dragging: { opacity: 0.6, zIndex: 1 },
  toolbar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
  type: { flex: '1 1 auto', color: tokens.colorNeutralForeground3, minWidth: 0, overflowWrap: 'anywhere' },
  handle: { cursor: 'grab', touchAction: 'none' },
  preview: { cursor: 'pointer' },
});

export interface FieldCardProps {
  field: Field;
  sectionId: string;
  language: Language;
  selected: boolean;
  usedByRule: boolean;
  onDelete(field: Field): void;
}

/**
 * One field on the canvas: the public form's own rendering (inert), with a drag handle, a width
 * of 1–12, edit and delete (spec 001 §2; drag, resize and edit need FORM update, delete FORM delete).
 */
export const FieldCard = memo(function FieldCard({ field, sectionId, language, selected, usedByRule, onDelete }: FieldCardProps) {
  const styles = useStyles();
  const { canUpdate } = useDesigner();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: field.id, data: { sectionId }, disabled: !canUpdate });
  const style: CSSProperties = { gridColumn: `span ${field.size}`, transform: CSS.Translate.toString(transform), transition };
  // Dragging re-renders every sortable item; the body (toolbar and preview) only re-renders when its own props change.
  return (
    <div ref={setNodeRef} style={style} className={mergeClasses(styles.card, selected && styles.selected, isDragging && styles.dragging)} data-testid="field-card" data-field-id={field.id} data-size={field.size}>
      <FieldCardBody field={field} language={language} selected={selected} usedByRule={usedByRule} onDelete={onDelete} handleRef={setActivatorNodeRef} handleAttributes={attributes} handleListeners={listeners} />
    </div>
  );
});

interface FieldCardBodyProps {
  field: Field;
  language: Language;
  selected: boolean;
  usedByRule: boolean;
  onDelete(field: Field): void;
  handleRef(element: HTMLElement | null): void;
  handleAttributes: DraggableAttributes;
  handleListeners: DraggableSyntheticListeners;
}

// Plain labelled buttons (with a native title) rather than Fluent tooltips: 300 cards × 4 tooltips
// weighed on opening a large form.
const FieldCardBody = memo(function FieldCardBody({ field, language, selected, usedByRule, onDelete, handleRef, handleAttributes, handleListeners }: FieldCardBodyProps) {
  const { t } = useTranslation(NAMESPACE);
  const styles = useStyles();
  const { canUpdate, canDelete, dispatch, applyContent } = useDesigner();
  const label = localizedValue(field.text, language) || t('designer.fields.untitled', { type: t(`fieldTypes.${field.type}`) });
  const resize = (size: number) => applyContent((content) => resizeField(content, field.id, size));
  const select = () => {
    if (canUpdate) dispatch({ type: 'selectField', fieldId: field.id });
  };
  return (
    <>
      <div className={styles.toolbar}>
        {canUpdate ? (
          <Button ref={handleRef} appearance="subtle" size="small" className={styles.handle} icon={<ReOrderDotsVerticalRegular />} {...handleAttributes} {...handleListeners} aria-label={t('designer.fields.move', { label })} />
        ) : null}
        <Text size={200} className={styles.type}>
          {t(`fieldTypes.${field.type}`)}
        </Text>
        {usedByRule ? (
          <Badge appearance="outline" size="small">
            {t('designer.fields.usedByRule')}
          </Badge>
        ) : null}
        {canUpdate ? (
          <>
            <Button appearance="subtle" size="small" icon={<SubtractRegular />} disabled={field.size <= 1} onClick={() => resize(field.size - 1)} aria-label={t('designer.fields.narrower', { label })} title={t('designer.fields.narrower', { label })} />
            <Text size={200} aria-live="polite">
              {t('designer.fields.size', { size: field.size })}
            </Text>
            <Button appearance="subtle" size="small" icon={<AddRegular />} disabled={field.size >= GRID_COLUMNS} onClick={() => resize(field.size + 1)} aria-label={t('designer.fields.wider', { label })} title={t('designer.fields.wider', { label })} />
            <Button appearance={selected ? 'primary' : 'subtle'} size="small" icon={<EditRegular />} aria-pressed={selected} onClick={select} aria-label={t('designer.fields.edit', { label })} title={t('designer.fields.edit', { label })} />
          </>
        ) : null}
        {canDelete ? (
          <Button appearance="subtle" size="small" icon={<DeleteRegular />} onClick={() => onDelete(field)} aria-label={t('designer.fields.delete', { label })} title={t('designer.fields.delete', { label })} />
        ) : null}
      </div>
      <div className={canUpdate ? styles.preview : undefined} onClick={select}>
        <FieldPreviewSlot field={field} language={language} />
      </div>
    </>
  );
});
