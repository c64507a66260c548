import { Fragment, memo, useMemo } from 'react';
import { useTranslation } from '@front-office/shared/platform';
import { makeStyles, mergeClasses } from '@fluentui/react-components';
import { tokens, Badge, Button, Text, Tooltip } from '@front-office/shared/ui';
import { EditRegular } from '@fluentui/react-icons';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, rectSortingStrategy } from '@dnd-kit/sortable';
import { localizedValue } from '@front-office/shared/core';
import type { Field, Language, Section } from '@front-office/shared/core';
import { NAMESPACE } from '../../../i18n/namespace';
import { useDesigner } from './designer-context';
import { FieldCard } from './field-card';
import { sectionDropId, useDropMarker, useDropTargetsLive } from './designer-dnd';

const useStyles = makeStyles({
  // Off-screen sections skip layout and paint (a keystroke in a 300-field form re-lays out only what is seen).
  section: { border: `1px solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusMedium, padding: tokens.spacingHorizontalM, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, contentVisibility: 'auto', containIntrinsicSize: 'auto 1200px' },
  over: { outline: `2px dashed ${tokens.colorBrandStroke1}` },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  title: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(12, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalM,
    minHeight: '48px',
    '@media (max-width: 640px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  empty: { gridColumn: '1 / -1', color: tokens.colorNeutralForeground3, padding: tokens.spacingVerticalS },
  marker: { gridColumn: '1 / -1', height: '4px', borderRadius: tokens.borderRadiusCircular, backgroundColor: tokens.colorBrandBackground },
});

// Stable objects: a new one would change every card's sortable context on each render.
const LIVE_TARGETS = { draggable: false, droppable: false };
const SECTION_TARGET_ONLY = { draggable: false, droppable: true };

export interface SectionBlockProps {
  section: Section;
  language: Language;
  /** The selected field when it is in this section, else null (other sections skip re-rendering). */
  selectedFieldId: string | null;
  usedIds: ReadonlySet<string>;
  /** How many of its first fields show their preview from the first render (the first screen). */
  eagerCount: number;
  /** How many of its first fields are rendered yet (the step renders its fields a few dozen a frame). */
  renderedCount: number;
  onDelete(field: Field): void;
  onEditSection(sectionId: string): void;
}

/** One section: its name, repeatable bounds, edit pencil, and its fields sorted on the 12-column grid. */
export const SectionBlock = memo(function SectionBlock({ section, language, selectedFieldId, usedIds, eagerCount, renderedCount, onDelete, onEditSection }: SectionBlockProps) {
  const { t } = useTranslation(NAMESPACE);
  const styles = useStyles();
  const { canUpdate } = useDesigner();
  const { setNodeRef, isOver } = useDroppable({ id: sectionDropId(section.id), data: { sectionId: section.id } });
  // Keyed by the ids alone: editing a field's text keeps the sortable items, so the section's other cards stay put.
  const idKey = section.fields.map((field) => field.id).join('\n');
  const items = useMemo(() => (idKey === '' ? [] : idKey.split('\n')), [idKey]);
  const name = localizedValue(section.name, language) || t('designer.sections.untitled');
  const dropMarker = useDropMarker();
  const live = useDropTargetsLive(section.id);
  const markerAt = dropMarker?.sectionId === section.id ? dropMarker.index : -1;
  const marker = <div className={styles.marker} data-testid="drop-marker" aria-hidden="true" />;
  return (
    <section className={mergeClasses(styles.section, isOver && styles.over)} aria-label={name} data-testid="designer-section" data-section-id={section.id}>
      <SectionHeader sectionId={section.id} name={name} multiple={section.multiple} bounds={section.multipleValidations} canUpdate={canUpdate} onEdit={onEditSection} />
      <SortableContext id={section.id} items={items} strategy={rectSortingStrategy} disabled={live ? LIVE_TARGETS : SECTION_TARGET_ONLY}>
        <div ref={setNodeRef} className={styles.grid}>
          {section.fields.slice(0, renderedCount).map((field, index) => (
            <Fragment key={field.id}>
              {index === markerAt ? marker : null}
              <FieldCard field={field} sectionId={section.id} language={language} selected={field.id === selectedFieldId} usedByRule={usedIds.has(field.id)} eager={index < eagerCount} onDelete={onDelete} />
            </Fragment>
          ))}
          {markerAt >= section.fields.length ? marker : null}
          {section.fields.length === 0 ? <Text className={styles.empty}>{t('designer.sections.empty')}</Text> : null}
        </div>
      </SortableContext>
    </section>
  );
});

const EDIT_ICON = <EditRegular />;

interface SectionHeaderProps {
  sectionId: string;
  name: string;
  multiple: boolean;
  bounds: Section['multipleValidations'];
  canUpdate: boolean;
  onEdit(sectionId: string): void;
}

/** A section's name, repeatable bounds and edit button: it renders again when they change, not when a field of the section does. */
const SectionHeader = memo(function SectionHeader({ sectionId, name, multiple, bounds, canUpdate, onEdit }: SectionHeaderProps) {
  const { t } = useTranslation(NAMESPACE);
  const styles = useStyles();
  return (
    <div className={styles.header}>
      <h2 className={styles.title}>{name}</h2>
      {multiple ? (
        <Badge appearance="tint">
          {t('designer.sections.repeatable', { min: bounds?.min ?? 0, max: bounds && Number.isFinite(bounds.max) ? bounds.max : t('designer.sections.noMax') })}
        </Badge>
      ) : null}
      {canUpdate ? (
        <Tooltip content={t('designer.sections.edit', { name })} relationship="label" showDelay={50} hideDelay={100}>
          <Button appearance="subtle" size="small" icon={EDIT_ICON} onClick={() => onEdit(sectionId)} />
        </Tooltip>
      ) : null}
    </div>
  );
});
