import { copyFieldId, holdsValue, localizedValue } from '@front-office/shared/core';
import type { Field } from '@front-office/shared/core';
import { usePublicFormEnv } from './public-form-env';
import { useFormRuntime } from './form-runtime';
import { formatAnswer } from '../utils/format-answer';

/** The last step (spec 001 §4): every visible answer, read once when the step opens. */
export function SummaryStep() {
  const { language, t } = usePublicFormEnv();
  const { store } = useFormRuntime();
  const values = store.getValues();
  const states = store.getStates();
  const row = (field: Field, key: string) => {
    if (!holdsValue(field) || !states.get(key)?.visible) return null;
    const answer = formatAnswer(field, values[key] ?? null, language, t);
    return (
      <div key={key} className="fo-summary-row">
        <dt>{localizedValue(field.text, language)}</dt>
        <dd>{answer || t('noAnswer')}</dd>
      </div>
    );
  };
  return (
    <div className="fo-summary">
      <p>{t('summaryIntro')}</p>
      {store.content.steps.map((step) => (
        <section key={step.id} className="fo-section">
          <h3 className="fo-section-title">{localizedValue(step.name, language)}</h3>
          {step.sections.map((section) =>
            section.multiple ? (
              store.getCopies(section.id).map((copy, index) => (
                // The copy's title sits before its list: a <dl> holds only <dt>/<dd> groups (axe definition-list).
                <div key={`${section.id}@${copy}`}>
                  <p className="fo-summary-copy">{t('copyTitle', { section: localizedValue(section.name, language), number: index + 1 })}</p>
                  <dl className="fo-summary-list">{section.fields.map((field) => row(field, copyFieldId(field.id, copy)))}</dl>
                </div>
              ))
            ) : (
              <dl key={section.id} className="fo-summary-list">
                {section.fields.map((field) => row(field, field.id))}
              </dl>
            ),
          )}
        </section>
      ))}
    </div>
  );
}
