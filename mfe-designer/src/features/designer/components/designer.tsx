import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { ApiError, EmptyState, errorMessageKey, errorMessageOptions, useCan, useToast, useTranslation } from '@front-office/shared/platform';
import { makeStyles } from '@fluentui/react-components';
import { tokens, Button, MessageBar, MessageBarActions, MessageBarBody } from '@front-office/shared/ui';
import { canRedo, canUndo, contentBoundProblems, discountCodeProblems, formSettingsOf, invalidRules, localizedValue, paymentModeProblems } from '@front-office/shared/core';
import type { Currency, DesignerResult, Form, FormContent, Language } from '@front-office/shared/core';
import { NAMESPACE } from '../../../i18n/namespace';
import { RendererStyles } from '../../canvas/field-preview-slot';
import { useUpdateForm } from '../api/update-form';
import { createDesignerStore, initialDesignerState, isDirty } from '../state/designer-state';
import type { DesignerState, Draft } from '../state/designer-state';
import { DesignerProvider, selectLanguage, selectPresent, useDesigner, useDesignerState } from './designer-context';
import type { DesignerApi } from './designer-context';
import { DesignerHeader } from './designer-header';
import { LanguageBar } from './language-bar';
import { StepBar } from './step-bar';
import { StepCanvas } from './step-canvas';
import { DesignerDnd } from './designer-dnd';
import { Toolbox } from './toolbox';
import { FieldPanel } from './field-panel';
import { useLeaveWarning } from './use-leave-warning';
import { PaymentTab } from '../../payment-tab/payment-tab';
import { ruleDisplayName } from '../../rules/components/use-rule-texts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL, minWidth: 0 },
  body: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) 320px',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
    '@media (max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  readOnlyBody: { gridTemplateColumns: 'minmax(0, 1fr)' },
  main: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  side: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, position: 'sticky', top: tokens.spacingVerticalM, maxHeight: 'calc(100vh - 32px)', overflowY: 'auto', '@media (max-width: 900px)': { position: 'static', maxHeight: 'none' } },
});

function countFields(content: FormContent): number {
  return content.steps.reduce((sum, step) => sum + step.sections.reduce((inner, section) => inner + section.fields.length, 0), 0);
}

export interface DesignerProps {
  form: Form;
  content: FormContent;
  organizationId: string;
  language: Language;
  onReload(): void;
}

/** The form designer (spec 001 §2): a draft changed only by shared/core's operations, with undo/redo. */
export function Designer({ form, content, organizationId, language, onReload }: DesignerProps) {
  const { t } = useTranslation(NAMESPACE);
  const toast = useToast();
  const canUpdate = useCan('FORM', 'update');
  const canDelete = useCan('FORM', 'delete');
  const [store] = useState(() =>
    createDesignerStore(
      initialDesignerState(
        { content, name: form.name as Draft['name'], localizations: form.localizations.length > 0 ? form.localizations : [language], settings: formSettingsOf(form) },
        form.version ?? 1,
        language,
      ),
    ),
  );
  const { dispatch } = store;
  const [avatar, setAvatar] = useState<File | undefined>(undefined);
  const [stale, setStale] = useState(false);
  const saving = useUpdateForm(organizationId);

  // The API below must stay the same object for the whole session (300 field cards read it),
  // so it reaches the translation and toasts through a ref.
  const refuseRef = useRef<(result: Extract<DesignerResult, { ok: false }>) => void>(() => undefined);
  useLayoutEffect(() => {
    refuseRef.current = (result) => toast.error(t(`designer.errors.${result.error}`, { rules: (result.rules ?? []).join(', ') }));
  }, [t, toast]);

  const api = useMemo<DesignerApi>(
    () => ({
      form,
      canUpdate,
      canDelete,
      dispatch,
      state: store.getState,
      subscribe: store.subscribe,
      current: () => store.getState().history.present,
      applyContent(operation, options = {}) {
        const draft = store.getState().history.present;
        const result = operation(draft.content);
        const outcome: DesignerResult = 'steps' in result ? { ok: true, content: result } : result;
        if (!outcome.ok) {
          refuseRef.current(outcome);
          return false;
        }
        dispatch({ type: 'change', draft: { ...draft, content: outcome.content }, ...options });
        return true;
      },
      applyDraft(change, options = {}) {
        dispatch({ type: 'change', draft: change(store.getState().history.present), ...options });
      },
    }),
    [form, canUpdate, canDelete, store, dispatch],
  );

  const save = useCallback(() => {
    const current = store.getState();
    setStale(false);
    // Spec 001 §4, §8: saving first validates the payment modes and the discount codes.
    const { settings } = current.history.present;
    const notice = settings.paymentEnabled && paymentModeProblems(settings.paymentModes.modes).length > 0 ? 'paymentModesError' : discountCodeProblems(settings.discountCodes).length > 0 ? 'discountCodesError' : null;
    if (notice) {
      toast.error(t(`checks.settings.${notice}`));
      if (settings.paymentEnabled) dispatch({ type: 'selectPaymentTab' });
      return;
    }
    // Issue 18 §3: a price or product quantity beyond its bound, named here as the server would refuse it.
    const bound = contentBoundProblems(current.history.present.content)[0];
    if (bound) {
      const field = current.history.present.content.steps.flatMap((step) => step.sections.flatMap((section) => section.fields)).find((candidate) => candidate.id === bound.fieldId);
      toast.error(t('designer.boundRefused', { field: (field && localizedValue(field.text, language)) || bound.fieldId, value: bound.value, problem: t(`checks.${bound.message}`) }));
      return;
    }
    // Spec 001 §5 Rules: no save while a rule has errors (the on-save error of §8).
    const invalid = invalidRules(current.history.present.content);
    if (invalid.length > 0) {
      toast.error(t('rules.onSaveError', { rules: invalid.map(({ rule, index }) => ruleDisplayName(t, rule, index)).join(', ') }));
      return;
    }
    saving.mutate(
      { form, draft: current.history.present, version: current.version, avatar },
      {
        onSuccess: (saved) => {
          dispatch({ type: 'saved', version: saved.version ?? current.version + 1, draft: current.history.present });
          setAvatar(undefined);
          toast.success(t('designer.saved'));
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) {
            setStale(true);
            return;
          }
          const message = error instanceof ApiError && error.status === 400 && typeof (error.body as { message?: unknown } | undefined)?.message === 'string'
            ? t('designer.saveRefused', { message: (error.body as { message: string }).message })
            : t(errorMessageKey(error), errorMessageOptions(error));
          toast.error(message);
        },
      },
    );
  }, [avatar, form, language, saving, store, dispatch, t, toast]);

  // Ctrl+Z undoes, Ctrl+Shift+Z and Ctrl+Y redo (dialogs keep their inputs' own undo).
  useEffect(() => {
    if (!canUpdate) return;
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      if (event.target instanceof Element && event.target.closest('[role="dialog"], [role="alertdialog"]')) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) dispatch({ type: 'undo' });
      else if ((key === 'z' && event.shiftKey) || key === 'y') dispatch({ type: 'redo' });
      else if (key === 's') save();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [canUpdate, save, dispatch]);

  return (
    <DesignerProvider value={api}>
      <DesignerLayout
        stale={stale}
        onReload={onReload}
        header={<DesignerHeaderSlot saving={saving.isPending} onSave={save} onReload={onReload} avatar={avatar} onAvatar={setAvatar} />}
        currency={form.currency}
        avatarChanged={avatar !== undefined}
      />
    </DesignerProvider>
  );
}

const selectDirty = (state: DesignerState) => isDirty(state);
const selectCanUndo = (state: DesignerState) => canUndo(state.history);
const selectCanRedo = (state: DesignerState) => canRedo(state.history);
const selectStepId = (state: DesignerState) => state.stepId;
const selectFieldId = (state: DesignerState) => state.fieldId;
const selectLocalizations = (state: DesignerState) => state.history.present.localizations;

/**
 * The page around the canvas. It renders again only for what it shows itself (unsaved changes,
 * a refused save): each part below reads its own slice of the state, so the drag and drop context
 * and the canvas do not render again on a keystroke in the panel.
 */
const DesignerLayout = memo(function DesignerLayout({ stale, onReload, header, currency, avatarChanged }: { stale: boolean; onReload(): void; header: React.ReactNode; currency: Currency; avatarChanged: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const styles = useStyles();
  const { canUpdate } = useDesigner();
  const dirty = useDesignerState(selectDirty) || avatarChanged;
  useLeaveWarning(dirty, t('designer.leaveWarning'));
  return (
    <section className={styles.root} data-testid="designer">
      <RendererStyles />
      {header}
      {stale ? (
        <MessageBar intent="error" role="alert" data-testid="stale-save">
          <MessageBarBody>{t('designer.stale')}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={onReload}>{t('designer.reload')}</Button>
          </MessageBarActions>
        </MessageBar>
      ) : null}
      {!canUpdate ? (
        <MessageBar intent="info">
          <MessageBarBody>{t('designer.readOnly')}</MessageBarBody>
        </MessageBar>
      ) : null}
      <LanguageBar />
      <DesignerDnd>
        <div className={canUpdate ? styles.body : `${styles.body} ${styles.readOnlyBody}`}>
          <DesignerMain currency={currency} />
          {canUpdate ? (
            <aside className={styles.side} aria-label={t('designer.toolbox.title')}>
              <FieldPanelSlot currency={currency} />
              <ToolboxSlot />
            </aside>
          ) : null}
        </div>
      </DesignerDnd>
    </section>
  );
});

function DesignerHeaderSlot(props: { saving: boolean; onSave(): void; onReload(): void; avatar: File | undefined; onAvatar(file: File | undefined): void }) {
  const dirty = useDesignerState(selectDirty) || props.avatar !== undefined;
  return <DesignerHeader {...props} dirty={dirty} canUndo={useDesignerState(selectCanUndo)} canRedo={useDesignerState(selectCanRedo)} />;
}

/** The step tabs and the selected step's canvas (or the Payment tab). */
function DesignerMain({ currency }: { currency: Currency }) {
  const { t } = useTranslation(NAMESPACE);
  const styles = useStyles();
  const present = useDesignerState(selectPresent);
  const stepId = useDesignerState(selectStepId);
  const fieldId = useDesignerState(selectFieldId);
  const language = useDesignerState(selectLanguage);
  const paymentTab = useDesignerState((state: DesignerState) => state.paymentTab);
  const step = present.content.steps.find((candidate) => candidate.id === stepId) ?? null;
  const noFields = countFields(present.content) === 0;
  const showPayment = paymentTab && present.settings.paymentEnabled;
  return (
    <div className={styles.main}>
      <StepBar stepId={stepId} paymentEnabled={present.settings.paymentEnabled} languages={present.localizations} language={language} paymentSelected={showPayment} />
      {showPayment ? <PaymentTab settings={present.settings} currency={currency} /> : null}
      {noFields && !showPayment ? <EmptyState message={t('designer.noFields')} /> : null}
      {step && !showPayment ? <StepCanvas step={step} language={language} selectedFieldId={fieldId} rules={present.content.rules} /> : null}
    </div>
  );
}

function FieldPanelSlot({ currency }: { currency: Currency }) {
  const fieldId = useDesignerState(selectFieldId);
  return fieldId ? <FieldPanel fieldId={fieldId} currency={currency} /> : null;
}

function ToolboxSlot() {
  return <Toolbox stepId={useDesignerState(selectStepId)} selectedFieldId={useDesignerState(selectFieldId)} languages={useDesignerState(selectLocalizations)} />;
}
