import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { copyFieldId, localizedValue } from '@front-office/shared/core';
import type { Field, FormContent, FormValues, Language, Section } from '@front-office/shared/core';
import { PublicFormEnvProvider, usePublicFormEnv } from '../public-form/components/public-form-env';
import { FormRuntimeProvider, useFormRuntime } from '../public-form/components/form-runtime';
import type { FormRuntime } from '../public-form/components/form-runtime';
import { FieldView } from '../public-form/components/field-view';
import { SectionView } from '../public-form/components/section-view';
import { createFormStore } from '../public-form/store/form-store';
import type { FormStore } from '../public-form/store/form-store';
import { useSectionCopies } from '../public-form/store/use-field';
import { useShellEnv } from '../public-form/pages/use-shell-env';
import { FormRendererStyles } from './renderer-styles';

function useEnv(language: Language | undefined) {
  const env = useShellEnv();
  return useMemo(() => (language && language !== env.language ? { ...env, language } : env), [env, language]);
}

export interface FieldPreviewProps {
  field: Field;
  /** The language of the texts; the user's language by default. */
  language?: Language;
}

/**
 * One field exactly as the public form renders it, inert (no focus, no input): the designer's
 * canvas. Hidden or disabled fields are shown as they would be when visible; the field fills the
 * box it is given (the host lays fields out by `field.size`). Re-renders only when `field` or
 * `language` changes, so keep unchanged fields' objects identical.
 */
export const FieldPreview = memo(function FieldPreview({ field, language }: FieldPreviewProps) {
  const env = useEnv(language);
  const runtime = useMemo<FormRuntime>(() => {
    const shown = { ...field, size: 12, visible: true } as Field;
    const content: FormContent = { steps: [{ id: 'preview', name: [], sections: [{ id: 'preview', name: [], multiple: false, visible: true, fields: [shown] }] }], rules: [] };
    return { store: createFormStore(content), recaptchaEnabled: false };
  }, [field]);
  const shown = runtime.store.content.steps[0]!.sections[0]!.fields[0]!;
  return (
    <PublicFormEnvProvider value={env}>
      <FormRuntimeProvider value={runtime}>
        <div className="fo-root fo-embedded" inert data-testid="field-preview">
          <div className="fo-grid">
            <FieldView field={shown} fieldKey={shown.id} />
          </div>
        </div>
      </FormRuntimeProvider>
    </PublicFormEnvProvider>
  );
});

export interface SubmissionAnswersProps {
  /** The form's content (parse the form's `content` text with `parseFormContent`). */
  content: FormContent;
  /** The answers, e.g. `fromSubmissionFields(content, submission.content)`. Read once at mount. */
  values: FormValues;
  /** Read-only (default): every input disabled, no add/remove copy buttons. */
  readOnly?: boolean;
  /** Editable mode: called with all the answers after each change. */
  onChange?(values: FormValues): void;
  language?: Language;
  /** Editable mode: receives `validate()`, which shows the errors and tells whether all steps are valid. */
  validateRef?: { current: (() => boolean) | null };
  /**
   * Reads a stored file with the host's session: stored files then show as the uploaded name with
   * a download, signatures and pictures as images. Without it they show by name only.
   */
  loadFile?(path: string): Promise<Blob>;
  /** Editable mode: called when a file input of a field (or copy: `{fieldId}@{copy}`) gets a new file, or null when it is cleared. */
  onFile?(key: string, file: File | null): void;
}

/** A repeatable section without add/remove buttons (read-only answers). */
function ReadOnlySection({ section }: { section: Section }) {
  const { language, t } = usePublicFormEnv();
  const { store } = useFormRuntime();
  const copies = useSectionCopies(store, section.id);
  const title = localizedValue(section.name, language);
  return (
    <section className="fo-section" aria-label={title || undefined}>
      {title ? <h3 className="fo-section-title">{title}</h3> : null}
      {copies.map((copy, index) => (
        <fieldset key={copy} className="fo-copy">
          {/* The same copy title as the editable form and the public summary, so a copy is named alike in every mode and language. */}
          <legend>{t('copyTitle', { section: title, number: index + 1 })}</legend>
          <div className="fo-grid">
            {section.fields.map((field) => (
              <FieldView key={field.id} field={field} fieldKey={copyFieldId(field.id, copy)} />
            ))}
          </div>
        </fieldset>
      ))}
    </section>
  );
}

function disableAll(content: FormContent): FormContent {
  return {
    ...content,
    steps: content.steps.map((step) => ({
      ...step,
      sections: step.sections.map((section) => ({ ...section, fields: section.fields.map((field) => ({ ...field, enabled: false }) as Field) })),
    })),
  };
}

/**
 * A whole submission's answers, every step one after the other, as the public form renders them:
 * read-only (inputs disabled, still readable by assistive technology) or editable, with the
 * answers coming out through `onChange`. Rules apply as on the public form (hidden fields hide).
 */
export function SubmissionAnswers({ content, values, readOnly = true, onChange, language, validateRef, loadFile, onFile }: SubmissionAnswersProps) {
  const shellEnv = useEnv(language);
  const env = useMemo(() => (loadFile ? { ...shellEnv, loadFile } : shellEnv), [shellEnv, loadFile]);
  const onChangeRef = useRef(onChange);
  const onFileRef = useRef(onFile);
  useEffect(() => {
    onChangeRef.current = onChange;
    onFileRef.current = onFile;
  }, [onChange, onFile]);
  const [runtime] = useState<FormRuntime>(() => {
    const shown = readOnly ? disableAll(content) : content;
    const inner = createFormStore(shown, values);
    const emit = () => onChangeRef.current?.(inner.getValues());
    const store: FormStore = {
      ...inner,
      setValue(key, value) {
        inner.setValue(key, value);
        emit();
      },
      setFile(key, file) {
        inner.setFile(key, file);
        onFileRef.current?.(key, file);
      },
      addCopy(section) {
        inner.addCopy(section);
        emit();
      },
      removeCopy(section, copy) {
        inner.removeCopy(section, copy);
        emit();
      },
    };
    return { store, recaptchaEnabled: false };
  });
  useEffect(() => {
    if (!validateRef) return;
    validateRef.current = () => runtime.store.content.steps.map((_, index) => runtime.store.validateStep(index)).every(Boolean);
    return () => {
      validateRef.current = null;
    };
  }, [runtime, validateRef]);
  return (
    <PublicFormEnvProvider value={env}>
      <FormRuntimeProvider value={runtime}>
        <FormRendererStyles />
            <div className="fo-root fo-embedded" data-testid="submission-answers">
              {runtime.store.content.steps.map((step) => (
                <div key={step.id} className="fo-step">
                  {content.steps.length > 1 ? <h2 className="fo-step-title">{localizedValue(step.name, env.language)}</h2> : null}
                  {step.sections.map((section) =>
                    readOnly && section.multiple ? (
                      section.visible ? <ReadOnlySection key={section.id} section={section} /> : null
                    ) : (
                      <SectionView key={section.id} section={section} />
                    ),
                  )}
                </div>
              ))}
            </div>
      </FormRuntimeProvider>
    </PublicFormEnvProvider>
  );
}
