import { createContext, useCallback, useContext, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from '@front-office/shared/platform';
import { makeStyles } from '@fluentui/react-components';
import { tokens } from '@front-office/shared/ui';
import { DndContext, DragOverlay, KeyboardSensor, PointerSensor, closestCorners, pointerWithin, useSensor, useSensors } from '@dnd-kit/core';
import type { Active, Announcements, CollisionDetection, DragEndEvent, DragMoveEvent, DragStartEvent, Over } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { findField, insertField, localizedValue, moveField, newField } from '@front-office/shared/core';
import type { FieldType, FormContent } from '@front-office/shared/core';
import { NAMESPACE } from '../../../i18n/namespace';
import { useDesigner } from './designer-context';
import { useEdgeAutoScroll } from './use-edge-auto-scroll';

// Module constants: new sensor options would give every drag handle new listeners on each render.
const POINTER_OPTIONS = { activationConstraint: { distance: 4 } };
const KEYBOARD_OPTIONS = { coordinateGetter: sortableKeyboardCoordinates };

const SECTION_PREFIX = 'section:';
const NEW_PREFIX = 'new:';
export const sectionDropId = (sectionId: string): string => `${SECTION_PREFIX}${sectionId}`;
export const toolboxDragId = (type: FieldType): string => `${NEW_PREFIX}${type}`;
const newTypeOf = (id: string): FieldType | null => (id.startsWith(NEW_PREFIX) ? (id.slice(NEW_PREFIX.length) as FieldType) : null);

/** Where a drag would land: a section and the position in it. */
export interface DropPlace {
  sectionId: string;
  index: number;
}

const DropMarkerContext = createContext<DropPlace | null>(null);

/** The place the current drag would land in, for the section that shows the drop marker. */
export const useDropMarker = (): DropPlace | null => useContext(DropMarkerContext);

/** The sections a drag involves: the one it left and the one under it (null while nothing is dragged). */
export interface DragSections {
  from: string | null;
  over: string | null;
}

const DragSectionsContext = createContext<DragSections | null>(null);

/**
 * Whether a section's fields take part in the current drag as drop targets. Only the section the
 * field left and the one under the pointer do: dnd-kit measures every enabled target when a drag
 * starts and whenever targets change (a layout read and a walk up the ancestors each), which took
 * over 100 ms with 300 fields. The other sections are targets as a whole, so the pointer entering
 * one enables its fields.
 */
export function useDropTargetsLive(sectionId: string): boolean {
  const sections = useContext(DragSectionsContext);
  return sections !== null && (sections.from === sectionId || sections.over === sectionId);
}

function sectionOf(content: FormContent, id: string): string | null {
  if (id.startsWith(SECTION_PREFIX)) return id.slice(SECTION_PREFIX.length);
  const place = findField(content, id);
  return place ? content.steps[place.step]!.sections[place.section]!.id : null;
}

/**
 * The pointer decides: the field under it, else the section under it (the first drop of a new
 * field once landed in the neighbouring section by the closest corners); the keyboard, which has
 * no pointer, moves to the closest corners.
 */
const collisionDetection: CollisionDetection = (args) => {
  const within = pointerWithin(args);
  if (within.length > 0) return [within.find((collision) => !String(collision.id).startsWith(SECTION_PREFIX)) ?? within[0]!];
  return closestCorners(args);
};

/**
 * Where a drop lands. A new field goes before the field under it, or after it when the dragged
 * field's centre is past that field's centre; a moved field takes the place of the one it is
 * over. Over a section's free space: its end.
 */
function dropPlace(content: FormContent, active: Active, over: Over): DropPlace | null {
  const overId = String(over.id);
  const activeId = String(active.id);
  const field = findField(content, overId);
  if (field) {
    const section = content.steps[field.step]!.sections[field.section]!;
    if (!newTypeOf(activeId)) return { sectionId: section.id, index: field.index };
    const dragged = active.rect.current.translated;
    const after = dragged ? dragged.left + dragged.width / 2 > over.rect.left + over.rect.width / 2 : false;
    return { sectionId: section.id, index: field.index + (after ? 1 : 0) };
  }
  if (overId.startsWith(SECTION_PREFIX)) {
    const sectionId = overId.slice(SECTION_PREFIX.length);
    const section = content.steps.flatMap((step) => step.sections).find((candidate) => candidate.id === sectionId);
    if (!section) return null;
    const inside = section.fields.some((candidate) => candidate.id === activeId);
    return { sectionId, index: inside ? section.fields.length - 1 : section.fields.length };
  }
  return null;
}

const useStyles = makeStyles({
  overlay: {
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    border: `2px solid ${tokens.colorBrandStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow16,
    cursor: 'grabbing',
    maxWidth: '320px',
    overflowWrap: 'anywhere',
  },
});

/**
 * The designer's one drag and drop context (dnd-kit), around the canvas and the toolbox: fields
 * move within and between sections, and toolbox types drop into any section at a position.
 * Pointer and keyboard sensors, translated announcements, a drag overlay under the pointer, a
 * drop marker where a new field or a field from another section will land, and auto-scroll
 * within 20 px of the edges.
 */
export function DesignerDnd({ children }: { children: ReactNode }) {
  const { t } = useTranslation(NAMESPACE);
  const styles = useStyles();
  const { applyContent, current, state } = useDesigner();
  const sensors = useSensors(useSensor(PointerSensor, POINTER_OPTIONS), useSensor(KeyboardSensor, KEYBOARD_OPTIONS));
  const autoScroll = useEdgeAutoScroll();
  const rootRef = useRef<HTMLDivElement>(null);
  // The overlay's text, named when the drag starts.
  const [overlay, setOverlay] = useState<string | null>(null);
  const [marker, setMarker] = useState<DropPlace | null>(null);
  const [sections, setSections] = useState<DragSections | null>(null);

  const labelRef = useRef<(id: string) => string>(() => '');
  useLayoutEffect(() => {
    labelRef.current = (id: string) => {
      const { language } = state();
      const type = newTypeOf(id);
      if (type) return t('designer.dnd.newField', { type: t(`fieldTypes.${type}`) });
      const field = findField(current().content, id)?.field;
      if (field) return localizedValue(field.text, language) || t(`fieldTypes.${field.type}`);
      const section = current().content.steps.flatMap((candidate) => candidate.sections).find((candidate) => sectionDropId(candidate.id) === id);
      return section ? localizedValue(section.name, language) || t('designer.sections.untitled') : id;
    };
  }, [current, state, t]);

  const announcements = useMemo<Announcements>(
    () => ({
      onDragStart: ({ active: picked }) => t('designer.dnd.picked', { label: labelRef.current(String(picked.id)) }),
      onDragOver: ({ active: moving, over }) => (over ? t('designer.dnd.over', { label: labelRef.current(String(moving.id)), target: labelRef.current(String(over.id)) }) : undefined),
      onDragEnd: ({ active: moving, over }) => (over ? t('designer.dnd.dropped', { label: labelRef.current(String(moving.id)), target: labelRef.current(String(over.id)) }) : undefined),
      onDragCancel: ({ active: moving }) => t('designer.dnd.cancelled', { label: labelRef.current(String(moving.id)) }),
    }),
    [t],
  );
  const accessibility = useMemo(() => ({ announcements, screenReaderInstructions: { draggable: t('designer.dnd.instructions') } }), [announcements, t]);

  const onDragStart = useCallback(
    ({ active: picked }: DragStartEvent) => {
      setOverlay(labelRef.current(String(picked.id)));
      setSections({ from: sectionOf(current().content, String(picked.id)), over: null });
      autoScroll.start(rootRef.current);
    },
    [autoScroll, current],
  );
  // The marker shows where a new field, or a field from another section, will land; within its own section the cards shift instead.
  const onDragMove = useCallback(
    ({ active: moving, over }: DragMoveEvent) => {
      const content = current().content;
      const place = over ? dropPlace(content, moving, over) : null;
      const from = findField(content, String(moving.id));
      const shown = place && (!from || content.steps[from.step]!.sections[from.section]!.id !== place.sectionId) ? place : null;
      setMarker((previous) => (previous?.sectionId === shown?.sectionId && previous?.index === shown?.index ? previous : shown));
      const overSection = over ? sectionOf(content, String(over.id)) : null;
      setSections((previous) => (previous === null || previous.over === overSection ? previous : { ...previous, over: overSection }));
    },
    [current],
  );
  const finish = useCallback(() => {
    autoScroll.stop();
    setOverlay(null);
    setMarker(null);
    setSections(null);
  }, [autoScroll]);
  const onDragEnd = useCallback(
    ({ active: moving, over }: DragEndEvent) => {
      finish();
      if (!over || over.id === moving.id) return;
      const place = dropPlace(current().content, moving, over);
      if (!place) return;
      const type = newTypeOf(String(moving.id));
      if (type) {
        const id = crypto.randomUUID();
        const { localizations } = current();
        applyContent((content) => insertField(content, newField(type, id, localizations, (lng) => t(`fieldTypes.${type}`, { lng })), place.sectionId, place.index), { fieldId: id });
        return;
      }
      applyContent((content) => moveField(content, String(moving.id), place.sectionId, place.index));
    },
    [applyContent, current, finish, t],
  );

  return (
    <div ref={rootRef}>
      <DndContext
        sensors={sensors}
        collisionDetection={collisionDetection}
        autoScroll={false}
        onDragStart={onDragStart}
        onDragMove={onDragMove}
        onDragEnd={onDragEnd}
        onDragCancel={finish}
        accessibility={accessibility}
      >
        <DragSectionsContext.Provider value={sections}>
          <DropMarkerContext.Provider value={marker}>{children}</DropMarkerContext.Provider>
        </DragSectionsContext.Provider>
        <DragOverlay dropAnimation={null}>
          {overlay !== null ? (
            <div className={styles.overlay} data-testid="drag-overlay">
              {overlay}
            </div>
          ) : null}
        </DragOverlay>
      </DndContext>
    </div>
  );
}
