import {
  addCopy as addSectionCopy,
  createRulesEngine,
  defaultValues,
  removeCopy as removeSectionCopy,
  sectionCopies,
  validateField,
  validateStep,
} from '@front-office/shared/core';
import type { ClaimedProducts, FieldError, FieldStates, FieldValue, FormContent, FormValues, RulesEvaluation, Section } from '@front-office/shared/core';
import { parseCopyFieldId } from '@front-office/shared/core';
import type { Field } from '@front-office/shared/core';

/** What one field (or copy of a field) shows: its answer, its rule state and its error. */
export interface FieldSnapshot {
  value: FieldValue;
  visible: boolean;
  required: boolean;
  error: FieldError | null;
}

type Listener = () => void;

const HIDDEN: FieldSnapshot = { value: null, visible: false, required: false, error: null };

/**
 * The public form's answers, rule states and errors, with one subscription per field key.
 *
 * Why not react-hook-form (the house choice for forms): its watch/useWatch model re-runs the
 * rules from the component tree, and a rule change there re-renders the form's subtree. With
 * 1,000 fields and 300 rules (ARCHITECTURE.md bars: keystroke ≤ 20 ms, show/hide 100 fields
 * ≤ 100 ms) each keystroke must touch only the field typed in and the fields whose state the
 * incremental rules engine changed. Validation itself stays the shared/core one.
 */
export interface FormStore {
  readonly content: FormContent;
  subscribe(key: string, listener: Listener): () => void;
  getField(key: string): FieldSnapshot;
  setValue(key: string, value: FieldValue): void;
  /** Files travel apart from the JSON answers (spec 001 §3), keyed by field or copy id. */
  setFile(key: string, file: File | null): void;
  getFiles(): ReadonlyMap<string, File>;
  getValues(): FormValues;
  getStates(): FieldStates;
  /** Copy numbers of a repeatable section; subscribe with `sectionKey(id)`. */
  getCopies(sectionId: string): readonly number[];
  addCopy(section: Section): void;
  removeCopy(section: Section, copy: number): void;
  /** Validates a step, shows its errors and tells whether it may be left. */
  validateStep(stepIndex: number): boolean;
  /** Whether any error is shown; subscribe with {@link ERRORS_KEY}. */
  hasErrors(): boolean;
  /** Quantities of each product claimed by earlier submissions (spec 001 §9); subscribe with {@link STOCK_KEY}. */
  getClaimed(): ClaimedProducts;
  /** New claimed quantities (the public details read again): products show what is left of them now. */
  setClaimed(claimed: ClaimedProducts): void;
  /**
   * Validates every step as Submit would (with the claimed quantities), shows the errors and
   * answers the first step holding one, or null when all is valid.
   */
  validateAll(): number | null;
  /**
   * Shows the errors the server answered, keyed by field or copy id, in place of those shown;
   * answers the first step holding one, or null when none is a field of this form.
   */
  showErrors(fieldErrors: Readonly<Record<string, FieldError>>): number | null;
}

export const sectionKey = (sectionId: string): string => `section:${sectionId}`;
/** Notified when the shown errors change (the step's "Please correct" message follows them). */
export const ERRORS_KEY = 'errors';
/** Notified when the claimed quantities change (what is left of each product). */
export const STOCK_KEY = 'stock';

export function createFormStore(content: FormContent, initialValues: FormValues = defaultValues(content), initialClaimed: ClaimedProducts = {}): FormStore {
  const engine = createRulesEngine(content);
  const fieldsById = new Map<string, Field>();
  const stepOfField = new Map<string, number>();
  const sections = new Map<string, Section>();
  content.steps.forEach((step, stepIndex) => {
    for (const section of step.sections) {
      sections.set(section.id, section);
      for (const field of section.fields) {
        fieldsById.set(field.id, field);
        stepOfField.set(field.id, stepIndex);
      }
    }
  });
  let claimed = initialClaimed;
  let values: FormValues = { ...initialValues };
  // A stored submission's answers (a staff edit) stay acceptable as they are, as the server judges them.
  const previous: FormValues = { ...initialValues };
  let evaluation: RulesEvaluation = engine.evaluate(values);
  const errors = new Map<string, FieldError>();
  const files = new Map<string, File>();
  const snapshots = new Map<string, FieldSnapshot>();
  const copies = new Map<string, readonly number[]>();
  const listeners = new Map<string, Set<Listener>>();

  const snapshotOf = (key: string): FieldSnapshot => {
    const state = evaluation.states.get(key);
    if (!state) return HIDDEN;
    return { value: values[key] ?? null, visible: state.visible, required: state.required, error: errors.get(key) ?? null };
  };
  const notify = (key: string) => {
    const set = listeners.get(key);
    if (set) for (const listener of set) listener();
  };
  const refresh = (key: string) => {
    snapshots.set(key, snapshotOf(key));
    notify(key);
  };
  const refreshCopies = () => {
    for (const section of sections.values()) {
      if (!section.multiple) continue;
      const next = sectionCopies(section, values);
      const previous = copies.get(section.id);
      if (previous && previous.length === next.length && previous.every((copy, index) => copy === next[index])) continue;
      copies.set(section.id, next);
      notify(sectionKey(section.id));
    }
  };
  // Only the keys whose state object the engine replaced are re-rendered.
  const applyEvaluation = (next: RulesEvaluation, changedKey: string | null) => {
    const previous = evaluation.states;
    evaluation = next;
    for (const [key, state] of next.states) if (previous.get(key) !== state) refresh(key);
    if (changedKey !== null) refresh(changedKey);
  };

  for (const section of sections.values()) if (section.multiple) copies.set(section.id, sectionCopies(section, values));

  const replaceErrors = (next: Record<string, FieldError>) => {
    const touched = new Set<string>([...errors.keys(), ...Object.keys(next)]);
    errors.clear();
    for (const [key, error] of Object.entries(next)) errors.set(key, error);
    for (const key of touched) refresh(key);
    notify(ERRORS_KEY);
  };
  const firstStepOf = (keys: readonly string[]): number | null => {
    const steps = keys.map((key) => stepOfField.get(parseCopyFieldId(key).fieldId)).filter((index): index is number => index !== undefined);
    return steps.length > 0 ? Math.min(...steps) : null;
  };

  return {
    content,
    subscribe(key, listener) {
      let set = listeners.get(key);
      if (!set) {
        set = new Set();
        listeners.set(key, set);
      }
      set.add(listener);
      return () => {
        set.delete(listener);
      };
    },
    getField(key) {
      let snapshot = snapshots.get(key);
      if (!snapshot) {
        snapshot = snapshotOf(key);
        snapshots.set(key, snapshot);
      }
      return snapshot;
    },
    setValue(key, value) {
      values = { ...values, [key]: value };
      if (errors.has(key)) {
        // A shown error follows the answer as it is corrected, as the Next check would judge it.
        const field = fieldsById.get(parseCopyFieldId(key).fieldId);
        const state = evaluation.states.get(key);
        const error = field && state ? validateField(field, value, { required: state.required, today: new Date(), claimed, previous: previous[key] }) : null;
        if (error) errors.set(key, error);
        else errors.delete(key);
        notify(ERRORS_KEY);
      }
      applyEvaluation(engine.update(evaluation, values, key), key);
    },
    setFile(key, file) {
      if (file) files.set(key, file);
      else files.delete(key);
    },
    getFiles: () => files,
    getValues: () => values,
    getStates: () => evaluation.states,
    getCopies: (sectionId) => copies.get(sectionId) ?? [],
    addCopy(section) {
      const added = addSectionCopy(section, values);
      if (!added) return;
      values = added.values;
      refreshCopies();
      applyEvaluation(engine.evaluate(values), null);
    },
    removeCopy(section, copy) {
      const next = removeSectionCopy(section, values, copy);
      if (!next) return;
      values = next;
      for (const key of [...errors.keys()]) if (parseCopyFieldId(key).copy === copy && !(key in values)) errors.delete(key);
      for (const key of [...files.keys()]) if (!(key in values)) files.delete(key);
      refreshCopies();
      applyEvaluation(engine.evaluate(values), null);
    },
    validateStep(stepIndex) {
      const stepErrors = validateStep(content, stepIndex, values, evaluation.states, { today: new Date(), claimed, previous });
      replaceErrors(stepErrors);
      return Object.keys(stepErrors).length === 0;
    },
    hasErrors: () => errors.size > 0,
    getClaimed: () => claimed,
    setClaimed(next) {
      claimed = next;
      notify(STOCK_KEY);
    },
    validateAll() {
      const found: Record<string, FieldError> = {};
      content.steps.forEach((_step, stepIndex) => Object.assign(found, validateStep(content, stepIndex, values, evaluation.states, { today: new Date(), claimed })));
      replaceErrors(found);
      return firstStepOf(Object.keys(found));
    },
    showErrors(fieldErrors) {
      const known = Object.entries(fieldErrors).filter(([key]) => evaluation.states.has(key));
      replaceErrors(Object.fromEntries(known));
      return firstStepOf(known.map(([key]) => key));
    },
  };
}
