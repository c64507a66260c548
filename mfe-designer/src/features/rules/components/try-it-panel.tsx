import { useId, useMemo, useState } from 'react';
import { useTranslation } from '@front-office/shared/platform';
import { makeStyles } from '@fluentui/react-components';
import { tokens, Text } from '@front-office/shared/ui';
import { answerInput, isConditionField, tryRule, withRuleSection } from '@front-office/shared/core';
import type { FieldValue, FormContent, Language, Rule } from '@front-office/shared/core';
import { NAMESPACE } from '../../../i18n/namespace';
import type { RuleTexts } from './use-rule-texts';
import { AnswerInput } from './value-inputs';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, padding: tokens.spacingHorizontalM, borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorNeutralBackground2, minWidth: 0 },
  answers: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  results: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
});

/**
 * Issue 10 §1 "try it": staff answer the rule's condition fields and see, from shared/core's
 * rules engine, whether it holds and which targets become visible or required.
 */
export function TryItPanel({ content, rule, language, texts }: { content: FormContent; rule: Rule; language: Language; texts: RuleTexts }) {
  const { t } = useTranslation(NAMESPACE);
  const styles = useStyles();
  const titleId = useId();
  const [answers, setAnswers] = useState<Record<string, FieldValue>>({});
  const conditionFields = useMemo(() => {
    const ids = [...new Set(rule.conditions.flat().map((condition) => condition.fieldId))];
    return ids.flatMap((id) => {
      const entry = texts.fields.get(id);
      return entry && isConditionField(entry.field) ? [entry] : [];
    });
  }, [rule, texts]);
  const targets = rule.targets.filter((target) => texts.fields.has(target.fieldId));
  const trial = useMemo(() => (conditionFields.length > 0 ? tryRule(content, { ...rule, targets }, answers) : null), [answers, conditionFields.length, content, rule, targets]);
  const perCopy = withRuleSection(content, rule).sectionMultipleId !== null;
  return (
    <section className={styles.root} aria-labelledby={titleId} data-testid="rules-try-it">
      <Text as="h3" weight="semibold" id={titleId}>
        {t('rules.tryIt.title')}
      </Text>
      <Text size={200}>{t('rules.tryIt.intro')}</Text>
      {perCopy ? <Text size={200}>{t('rules.tryIt.perCopy')}</Text> : null}
      {!trial ? (
        <Text>{t('rules.tryIt.noConditions')}</Text>
      ) : (
        <>
          <div className={styles.answers}>
            {conditionFields.map((entry) => (
              <AnswerInput
                key={entry.field.id}
                input={answerInput(entry.field)}
                label={t('rules.tryIt.answer', { field: texts.fieldLabel(entry.field.id) })}
                products={entry.field.type === 'Products'}
                value={answers[entry.field.id]}
                language={language}
                onChange={(value) => setAnswers((previous) => ({ ...previous, [entry.field.id]: value }))}
              />
            ))}
          </div>
          <div role="status" aria-live="polite" data-testid="rules-try-it-result">
            <Text weight="semibold">{trial.holds ? t('rules.tryIt.holds') : t('rules.tryIt.doesNotHold')}</Text>
            <ul className={styles.results}>
              {trial.targets.map((target) => (
                <li key={target.targetId}>
                  {t('rules.tryIt.target', {
                    field: texts.fieldLabel(target.fieldId),
                    visible: target.visible ? t('rules.tryIt.visible') : t('rules.tryIt.hidden'),
                    required: target.required ? t('rules.tryIt.required') : t('rules.tryIt.notRequired'),
                  })}
                </li>
              ))}
            </ul>
          </div>
        </>
      )}
    </section>
  );
}
