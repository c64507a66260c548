import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent as ReactKeyboardEvent, PointerEvent as ReactPointerEvent, RefObject } from 'react';
import { makeStyles, mergeClasses } from '@fluentui/react-components';
import { tokens } from '@front-office/shared/ui';
import { AddRegular, DeleteRegular, EditRegular, ReOrderDotsVerticalRegular, SubtractRegular } from '@fluentui/react-icons';
import { useSortable } from '@dnd-kit/sortable';
import type { DraggableSyntheticListeners } from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import { GRID_COLUMNS, localizedValue, resizeField } from '@front-office/shared/core';
import type { Field, Language } from '@front-office/shared/core';
import { FieldPreviewSlot, useCanvas } from '../../canvas/field-preview-slot';
import { useNearScreen } from '../../canvas/near-screen';
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
    contain: 'layout paint',
    '@media (max-width: 640px)': { gridColumn: '1 / -1 !important' },
  },
  selected: { border: `2px solid ${tokens.colorBrandStroke1}` },
  // Set by SortableBinding on the element, which React's className would overwrite.
  dragging: { '&[data-dragging]': { opacity: 0.6, zIndex: 1 } },
  toolbar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
  type: { flex: '1 1 auto', color: tokens.colorNeutralForeground3, minWidth: 0, overflowWrap: 'anywhere', fontSize: tokens.fontSizeBase200, lineHeight: tokens.lineHeightBase200 },
  size: { fontSize: tokens.fontSizeBase200, lineHeight: tokens.lineHeightBase200 },
  badge: {
    fontSize: tokens.fontSizeBase100,
    lineHeight: tokens.lineHeightBase100,
    padding: `0 ${tokens.spacingHorizontalXS}`,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusCircular,
  },
  // Fluent's small subtle button, drawn by one class: 300 cards × 5 Fluent buttons (each inserting
  // its style rules when it mounts) weighed on opening a large form.
  button: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: '24px',
    minHeight: '24px',
    padding: '2px',
    border: `${tokens.strokeWidthThin} solid transparent`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: 'transparent',
    color: tokens.colorNeutralForeground2,
    fontSize: '20px',
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorSubtleBackgroundHover, color: tokens.colorNeutralForeground2BrandHover },
    ':active': { backgroundColor: tokens.colorSubtleBackgroundPressed },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '1px' },
    ':disabled': { color: tokens.colorNeutralForegroundDisabled, cursor: 'not-allowed', backgroundColor: 'transparent' },
  },
  pressed: {
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    ':hover': { backgroundColor: tokens.colorBrandBackgroundHover, color: tokens.colorNeutralForegroundOnBrand },
  },
  handle: { cursor: 'grab', touchAction: 'none' },
  preview: { cursor: 'pointer' },
});

// Only whether it can be dragged: whether it is a drop target is its section's (`useDropTargetsLive`).
const DRAGGABLE = { draggable: false };

/** A card takes part in drags while within a quarter screen of the viewport (or its handle has the focus, or it is dragged). */
const SORTABLE_MARGIN = '25% 0px';

export interface FieldCardProps {
  field: Field;
  sectionId: string;
  language: Language;
  selected: boolean;
  usedByRule: boolean;
  /** Its preview renders from the first render (a field of the first screen). */
  eager: boolean;
  onDelete(field: Field): void;
}

/** What the drag handle does: it forwards its pointer and key presses to dnd-kit's listeners while the card is sortable (SortableBinding). */
interface HandleEvents {
  onPointerDown(event: ReactPointerEvent): void;
  onKeyDown(event: ReactKeyboardEvent): void;
  onFocus(): void;
  onBlur(): void;
}

/**
 * One field on the canvas: the public form's own rendering (inert), with a drag handle, a width
 * of 1–12, edit and delete (spec 001 §2; drag, resize and edit need FORM update, delete FORM delete).
 *
 * dnd-kit renders every sortable item again when a drag starts and as it moves (its context
 * changes), and measures every enabled drop target: with 300 cards that was one task of over
 * 100 ms. So only the cards near the screen are sortable, through a SortableBinding that renders
 * nothing and applies dnd-kit's state to the card's element; the card itself never renders for a
 * drag, and becoming sortable or not does not remount it.
 */
export const FieldCard = memo(function FieldCard({ field, sectionId, language, selected, usedByRule, eager, onDelete }: FieldCardProps) {
  const styles = useStyles();
  const { canUpdate } = useDesigner();
  const cardRef = useRef<HTMLDivElement>(null);
  const handleRef = useRef<HTMLButtonElement>(null);
  const listenersRef = useRef<DraggableSyntheticListeners>(undefined);
  const near = useNearScreen(cardRef, SORTABLE_MARGIN);
  const [focused, setFocused] = useState(false);
  const [dragged, setDragged] = useState(false);
  const handleEvents = useMemo<HandleEvents>(
    () => ({
      onPointerDown: (event) => listenersRef.current?.onPointerDown?.(event),
      onKeyDown: (event) => listenersRef.current?.onKeyDown?.(event),
      onFocus: () => setFocused(true),
      onBlur: () => setFocused(false),
    }),
    [],
  );
  const sortable = canUpdate && (near || focused || dragged);
  return (
    <div ref={cardRef} style={{ gridColumn: `span ${field.size}` }} className={mergeClasses(styles.card, styles.dragging, selected && styles.selected)} data-testid="field-card" data-field-id={field.id} data-size={field.size}>
      <FieldCardBody field={field} language={language} selected={selected} usedByRule={usedByRule} eager={eager} onDelete={onDelete} handleRef={handleRef} handleEvents={handleEvents} />
      {sortable ? <SortableBinding id={field.id} sectionId={sectionId} cardRef={cardRef} handleRef={handleRef} listenersRef={listenersRef} onDragged={setDragged} /> : null}
    </div>
  );
});

/** The attributes dnd-kit gives a drag handle, set on the handle while its card is sortable. */
const HANDLE_ATTRIBUTES = ['aria-roledescription', 'aria-describedby', 'aria-pressed', 'aria-disabled'] as const;

interface SortableBindingProps {
  id: string;
  sectionId: string;
  cardRef: RefObject<HTMLDivElement | null>;
  handleRef: RefObject<HTMLButtonElement | null>;
  listenersRef: RefObject<DraggableSyntheticListeners>;
  onDragged(dragged: boolean): void;
}

/** A card's sortable state (dnd-kit's `useSortable`), applied to the card's and its handle's elements; renders nothing. */
function SortableBinding({ id, sectionId, cardRef, handleRef, listenersRef, onDragged }: SortableBindingProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id, data: { sectionId }, disabled: DRAGGABLE });
  useLayoutEffect(() => {
    const card = cardRef.current;
    const button = handleRef.current;
    setNodeRef(card);
    setActivatorNodeRef(button);
    return () => {
      listenersRef.current = undefined;
      if (card) {
        card.style.transform = '';
        card.style.transition = '';
        delete card.dataset.dragging;
      }
      for (const name of HANDLE_ATTRIBUTES) button?.removeAttribute(name);
    };
  }, [cardRef, handleRef, listenersRef, setNodeRef, setActivatorNodeRef]);
  useLayoutEffect(() => {
    listenersRef.current = listeners;
    const card = cardRef.current;
    if (card) {
      card.style.transform = CSS.Translate.toString(transform) ?? '';
      card.style.transition = transition ?? '';
      if (isDragging) card.dataset.dragging = '';
      else delete card.dataset.dragging;
    }
    const button = handleRef.current;
    if (button) {
      const values: Record<(typeof HANDLE_ATTRIBUTES)[number], unknown> = attributes;
      for (const name of HANDLE_ATTRIBUTES) {
        const value = values[name];
        if (value === undefined || value === false) button.removeAttribute(name);
        else button.setAttribute(name, String(value));
      }
    }
  });
  useEffect(() => onDragged(isDragging), [isDragging, onDragged]);
  return null;
}

interface FieldCardBodyProps {
  field: Field;
  language: Language;
  selected: boolean;
  usedByRule: boolean;
  eager: boolean;
  onDelete(field: Field): void;
  handleRef: RefObject<HTMLButtonElement | null>;
  handleEvents: HandleEvents;
}

// One element each for every card: the same element renders nothing again when the card's toolbar does (its labels follow the field's).
const MOVE_ICON = <ReOrderDotsVerticalRegular />;
const NARROWER_ICON = <SubtractRegular />;
const WIDER_ICON = <AddRegular />;
const EDIT_ICON = <EditRegular />;
const DELETE_ICON = <DeleteRegular />;

// Plain labelled buttons with a native title, not Fluent's Button and Tooltip: 300 cards × 5
// buttons and 4 tooltips weighed on opening a large form.
const FieldCardBody = memo(function FieldCardBody({ field, language, selected, usedByRule, eager, onDelete, handleRef, handleEvents }: FieldCardBodyProps) {
  const { t } = useCanvas();
  const styles = useStyles();
  const { canUpdate, canDelete, dispatch, applyContent } = useDesigner();
  const label = localizedValue(field.text, language) || t('designer.fields.untitled', { type: t(`fieldTypes.${field.type}`) });
  const resize = (size: number) => applyContent((content) => resizeField(content, field.id, size));
  const select = () => {
    if (canUpdate) dispatch({ type: 'selectField', fieldId: field.id });
  };
  const narrower = t('designer.fields.narrower', { label });
  const wider = t('designer.fields.wider', { label });
  const edit = t('designer.fields.edit', { label });
  const remove = t('designer.fields.delete', { label });
  return (
    <>
      <div className={styles.toolbar}>
        {canUpdate ? (
          <button
            type="button"
            ref={handleRef}
            className={mergeClasses(styles.button, styles.handle)}
            onPointerDown={handleEvents.onPointerDown}
            onKeyDown={handleEvents.onKeyDown}
            onFocus={handleEvents.onFocus}
            onBlur={handleEvents.onBlur}
            aria-label={t('designer.fields.move', { label })}
          >
            {MOVE_ICON}
          </button>
        ) : null}
        <span className={styles.type}>{t(`fieldTypes.${field.type}`)}</span>
        {usedByRule ? <span className={styles.badge}>{t('designer.fields.usedByRule')}</span> : null}
        {canUpdate ? (
          <>
            <button type="button" className={styles.button} disabled={field.size <= 1} onClick={() => resize(field.size - 1)} aria-label={narrower} title={narrower}>
              {NARROWER_ICON}
            </button>
            <span className={styles.size} aria-live="polite">
              {t('designer.fields.size', { size: field.size })}
            </span>
            <button type="button" className={styles.button} disabled={field.size >= GRID_COLUMNS} onClick={() => resize(field.size + 1)} aria-label={wider} title={wider}>
              {WIDER_ICON}
            </button>
            <button type="button" className={mergeClasses(styles.button, selected && styles.pressed)} aria-pressed={selected} onClick={select} aria-label={edit} title={edit}>
              {EDIT_ICON}
            </button>
          </>
        ) : null}
        {canDelete ? (
          <button type="button" className={styles.button} onClick={() => onDelete(field)} aria-label={remove} title={remove}>
            {DELETE_ICON}
          </button>
        ) : null}
      </div>
      <div className={canUpdate ? styles.preview : undefined} onClick={select}>
        <FieldPreviewSlot field={field} language={language} eager={eager} />
      </div>
    </>
  );
});
