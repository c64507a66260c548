import { memo, useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '@front-office/shared/platform';
import { Tab, TabList, makeStyles } from '@fluentui/react-components';
import { tokens, Button, Title3, Tooltip } from '@front-office/shared/ui';
import { DismissRegular } from '@fluentui/react-icons';
import { findField, localizedValue, updateField } from '@front-office/shared/core';
import type { Currency, Field } from '@front-office/shared/core';
import { NAMESPACE } from '../../../i18n/namespace';
import type { DesignerState } from '../state/designer-state';
import { CHOICE_TYPES } from '../state/toolbox-groups';
import { selectLanguage, useDesigner, useDesignerState } from './designer-context';
import { FieldProperties } from './field-properties';
import { FieldChoices } from './field-choices';

/** Below this width the panel is not beside the canvas (designer.tsx stacks them): it opens as a sheet. */
const SHEET_QUERY = '(max-width: 900px)';

/** Whether the panel is a sheet now; follows the window's width (a phone turned, a window resized). */
// One query for the page: matchMedia builds a new list on every call, and the snapshot is read on every render.
let sheetQuery: { from: typeof window.matchMedia; list: MediaQueryList } | null = null;
function sheetMedia(): MediaQueryList | null {
  if (typeof window.matchMedia !== 'function') return null;
  if (sheetQuery?.from !== window.matchMedia) sheetQuery = { from: window.matchMedia, list: window.matchMedia(SHEET_QUERY) };
  return sheetQuery.list;
}

function useSheet(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = sheetMedia();
      if (!query) return () => undefined;
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    () => sheetMedia()?.matches ?? false,
  );
}

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorNeutralBackground1,
    contain: 'layout paint',
    // On a phone the side column sits under the whole canvas: the panel is a bottom sheet in view instead.
    [`@media ${SHEET_QUERY}`]: {
      position: 'fixed',
      left: 0,
      right: 0,
      bottom: 0,
      maxHeight: '75vh',
      overflowY: 'auto',
      overscrollBehavior: 'contain',
      zIndex: 20,
      borderRadius: `${tokens.borderRadiusXLarge} ${tokens.borderRadiusXLarge} 0 0`,
      boxShadow: tokens.shadow28,
      paddingBottom: `calc(${tokens.spacingVerticalL} + env(safe-area-inset-bottom, 0px))`,
    },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  close: { [`@media ${SHEET_QUERY}`]: { minWidth: '44px', minHeight: '44px' } },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  // One line, cut with an ellipsis: a wrapping title would move the inputs below it as the label is typed (the full label is in its input).
  title: { margin: 0, flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/** Changes one field's properties; typing in one input is one undo step. */
export type UpdateFieldProperty = (patch: Partial<Field>, key: string) => void;

/** The editing panel of the selected field (spec 001 §2): a properties tab and, for lists, a choices tab. */
const selectLocalizations = (state: DesignerState) => state.history.present.localizations;

export function FieldPanel({ fieldId, currency }: { fieldId: string; currency: Currency }) {
  const { t } = useTranslation(NAMESPACE);
  const styles = useStyles();
  const { dispatch, applyContent } = useDesigner();
  const [tab, setTab] = useState<'properties' | 'choices'>('properties');
  const rootRef = useRef<HTMLDivElement>(null);
  // Only the edited field and the languages: a change elsewhere in the form leaves the panel as it is.
  const field = useDesignerState(useCallback((state: DesignerState) => findField(state.history.present.content, fieldId)?.field, [fieldId]));
  const localizations = useDesignerState(selectLocalizations);
  const language = useDesignerState(selectLanguage);
  const sheet = useSheet();
  // As a sheet the panel takes the focus when a field is chosen, so a keyboard or screen reader user is where it opened.
  useEffect(() => {
    if (sheet) rootRef.current?.focus();
  }, [fieldId, sheet]);
  // Stable for the panel's life: the rows beside the one typed in compare it and stay as they are.
  const close = useCallback(() => dispatch({ type: 'selectField', fieldId: null }), [dispatch]);
  const update = useCallback<UpdateFieldProperty>((patch, key) => applyContent((content) => updateField(content, fieldId, patch), { key: `${fieldId}:${key}` }), [applyContent, fieldId]);
  if (!field) return null;
  const hasChoices = CHOICE_TYPES.has(field.type);
  const label = localizedValue(field.text, language) || t(`fieldTypes.${field.type}`);
  return (
    <div
      ref={rootRef}
      className={styles.root}
      data-testid="field-panel"
      data-sheet={sheet || undefined}
      role={sheet ? 'region' : undefined}
      aria-label={sheet ? t('designer.panel.title', { label }) : undefined}
      tabIndex={sheet ? -1 : undefined}
      onKeyDown={(event) => {
        if (sheet && event.key === 'Escape') close();
      }}
    >
      <div className={styles.header}>
        <Title3 as="h2" className={styles.title}>
          {t('designer.panel.title', { label })}
        </Title3>
        <CloseButton className={styles.close} onClose={close} />
      </div>
      {hasChoices ? (
        <TabList selectedValue={tab} onTabSelect={(_, data) => setTab(data.value as 'properties' | 'choices')} size="small">
          <Tab value="properties">{t('designer.panel.properties')}</Tab>
          <Tab value="choices">{t('designer.panel.choices')}</Tab>
        </TabList>
      ) : null}
      <div className={styles.body} role={hasChoices ? 'tabpanel' : undefined}>
        {hasChoices && tab === 'choices' ? (
          <FieldChoices field={field} language={language} languages={localizations} currency={currency} update={update} />
        ) : (
          <FieldProperties key={field.id} field={field} language={language} update={update} />
        )}
      </div>
    </div>
  );
}

const DISMISS_ICON = <DismissRegular />;

/** The panel's close button; its label is the same for every keystroke, so it does not render again. */
const CloseButton = memo(function CloseButton({ className, onClose }: { className: string; onClose(): void }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Tooltip content={t('designer.panel.close')} relationship="label" showDelay={50} hideDelay={100}>
      <Button appearance="subtle" className={className} icon={DISMISS_ICON} onClick={onClose} />
    </Tooltip>
  );
});
