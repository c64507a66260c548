import { LoadingState, useLanguage, useTranslation } from '@front-office/shared/platform';
import { makeStyles } from '@fluentui/react-components';
import { tokens, MessageBar, MessageBarBody } from '@front-office/shared/ui';
import type { FormContent, FormValues } from '@front-office/shared/core';
import { cellFormatter, cellText, holdsValue, localizedValue } from '@front-office/shared/core';
import { NAMESPACE } from '../../../i18n/namespace';
import { useFormRenderer } from '../../form-renderer/use-form-renderer';
import { getSubmissionFile } from '../api/get-submission-file';

const useStyles = makeStyles({
  plain: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)', gap: tokens.spacingVerticalXS, margin: 0 },
  value: { margin: 0, overflowWrap: 'anywhere' },
});

export interface AnswersViewProps {
  content: FormContent;
  /** Read once at mount: the parent keys this component to reset it. */
  values: FormValues;
  readOnly: boolean;
  onChange: (values: FormValues) => void;
  validateRef: { current: (() => boolean) | null };
  /** Edit mode: a file input (of a field, or of one repeat copy: `{fieldId}@{copy}`) got a new file, or was cleared (null). */
  onFile: (key: string, file: File | null) => void;
}

/**
 * The answers in the public form's own renderer, loaded from mfe-forms through federation, so
 * staff see what the visitor saw: files named as uploaded, downloadable, and in edit mode replaced
 * in place, per repeat copy. If the renderer cannot be loaded, the answers are listed as text.
 */
export function AnswersView({ content, values, readOnly, onChange, validateRef, onFile }: AnswersViewProps) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const renderer = useFormRenderer();
  if (renderer.isPending) return <LoadingState label={t('detail.rendererLoading')} />;
  if (renderer.isError) {
    return (
      <>
        <MessageBar intent="warning">
          <MessageBarBody>{t('detail.rendererUnavailable')}</MessageBarBody>
        </MessageBar>
        <PlainAnswers content={content} values={values} />
      </>
    );
  }
  const { SubmissionAnswers } = renderer.data;
  return <SubmissionAnswers content={content} values={values} readOnly={readOnly} onChange={onChange} language={language} validateRef={validateRef} loadFile={getSubmissionFile} onFile={onFile} />;
}

function PlainAnswers({ content, values }: { content: FormContent; values: FormValues }) {
  const { t } = useTranslation(NAMESPACE);
  const styles = useStyles();
  const language = useLanguage();
  const fields = content.steps.flatMap((step) => step.sections.flatMap((section) => section.fields)).filter(holdsValue);
  return (
    <dl className={styles.plain}>
      {fields.map((field) => {
        // As a report reads it: options by their text, dates DD-MM-YYYY, files by their uploaded name.
        const cell = cellFormatter(field, language)(values[field.id]);
        const shown = cell === null || cell === '' ? t('detail.noAnswer') : cellText(cell);
        return [<dt key={`${field.id}-label`}>{localizedValue(field.text, language)}</dt>, <dd key={`${field.id}-value`} className={styles.value}>{shown}</dd>];
      })}
    </dl>
  );
}
