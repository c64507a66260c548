import { useMemo } from 'react';
import { useTranslation } from '@front-office/shared/platform';
import { makeStyles, Input, Select } from '@fluentui/react-components';
import { tokens, Button, Field, MessageBar, MessageBarBody, Text } from '@front-office/shared/ui';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { RULE_ACTIONS, conditionValueInput, fieldsOfferedFor, operatorsForField, ruleErrors } from '@front-office/shared/core';
import type { ComparisonOperator, Condition, ConditionValue, FormContent, Language, Rule, RuleAction, RuleField, Target } from '@front-office/shared/core';
import { NAMESPACE } from '../../../i18n/namespace';
import { TryItPanel } from './try-it-panel';
import type { RuleTexts } from './use-rule-texts';
import { ConditionValueInput } from './value-inputs';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, border: `1px solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusMedium, padding: tokens.spacingHorizontalM, margin: 0, minWidth: 0 },
  legend: { fontWeight: tokens.fontWeightSemibold, padding: `0 ${tokens.spacingHorizontalXS}` },
  row: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1.3fr) minmax(0, 2fr) auto',
    gap: tokens.spacingHorizontalS,
    alignItems: 'end',
    '@media (max-width: 640px)': { gridTemplateColumns: 'minmax(0, 1fr)', alignItems: 'stretch', borderBottom: `1px solid ${tokens.colorNeutralStroke2}`, paddingBottom: tokens.spacingVerticalS },
  },
  targetRow: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1.3fr) auto',
    gap: tokens.spacingHorizontalS,
    alignItems: 'end',
    '@media (max-width: 640px)': { gridTemplateColumns: 'minmax(0, 1fr)', alignItems: 'stretch' },
  },
  or: { alignSelf: 'center', fontWeight: tokens.fontWeightSemibold, textTransform: 'uppercase' },
  buttons: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  errors: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
});

/** The value a condition starts with when its field or operator changes: checks are "yes", others empty. */
function initialValue(entry: RuleField | undefined, operator: ComparisonOperator): ConditionValue {
  if (!entry) return null;
  const input = conditionValueInput(entry.field, operator);
  return input.kind === 'check' ? true : input.kind === 'choices' ? [] : null;
}

interface RuleEditorProps {
  content: FormContent;
  rule: Rule;
  language: Language;
  texts: RuleTexts;
  canUpdate: boolean;
  onChange(rule: Rule): void;
  /** Whether the last save attempt was refused: errors show from then on. */
  showErrors: boolean;
}

/** One rule: its name, OR groups of ANDed conditions, its targets, its errors and the "try it" panel (spec 001 §2–§5, issue 10 §1). */
export function RuleEditor({ content, rule, language, texts, canUpdate, onChange, showErrors }: RuleEditorProps) {
  const { t } = useTranslation(NAMESPACE);
  const styles = useStyles();
  const newId = () => crypto.randomUUID();
  const errors = useMemo(() => ruleErrors(content, rule, texts.fields), [content, rule, texts.fields]);
  // Deleted fields are always shown: they are the rules refresh error, never hidden until a save.
  const shown = showErrors ? errors : errors.filter((error) => error.code === 'fieldMissing' && error.fieldId);

  const setGroups = (conditions: Condition[][]) => onChange({ ...rule, conditions });
  const setCondition = (g: number, c: number, condition: Condition) => setGroups(rule.conditions.map((group, gi) => (gi === g ? group.map((entry, ci) => (ci === c ? condition : entry)) : group)));
  const setTargets = (targets: Target[]) => onChange({ ...rule, targets });

  const fieldOptions = (offered: RuleField[], current: string) => {
    const list = offered.map((entry) => entry.field.id);
    if (current !== '' && !list.includes(current)) list.unshift(current);
    return list.map((id) => (
      <option key={id} value={id}>
        {texts.fieldLabel(id)}
      </option>
    ));
  };

  return (
    <div className={styles.root}>
      <Field label={t('rules.name')}>
        <Input value={rule.name} maxLength={100} disabled={!canUpdate} autoFocus onChange={(_, data) => onChange({ ...rule, name: data.value })} />
      </Field>

      <Text as="h3" weight="semibold">
        {t('rules.conditions')}
      </Text>
      {rule.conditions.map((group, g) => (
        <div key={g} className={styles.root}>
          {g > 0 ? (
            <Text className={styles.or}>
              {t('rules.or')}
            </Text>
          ) : null}
          <fieldset className={styles.group} data-testid="rule-group">
            <legend className={styles.legend}>{t('rules.group', { number: g + 1 })}</legend>
            {group.map((condition, c) => {
              const entry = texts.fields.get(condition.fieldId);
              const operators = entry ? operatorsForField(entry.field) : [];
              const names = { group: g + 1, condition: c + 1 };
              return (
                <div key={condition.id} className={styles.row} data-testid="rule-condition">
                  <Field label={t('rules.field', names)}>
                    <Select
                      value={condition.fieldId}
                      disabled={!canUpdate}
                      onChange={(_, data) => {
                        const next = texts.fields.get(data.value);
                        const operator = next ? (operatorsForField(next.field)[0] ?? 'isCompleted') : condition.comparisonOperator;
                        setCondition(g, c, { ...condition, fieldId: data.value, comparisonOperator: operator, value: initialValue(next, operator) });
                      }}
                    >
                      {condition.fieldId === '' ? <option value="">{t('rules.choose')}</option> : null}
                      {fieldOptions(fieldsOfferedFor(content, rule, { kind: 'condition', group: g, condition: c }), condition.fieldId)}
                    </Select>
                  </Field>
                  <Field label={t('rules.operator', names)}>
                    <Select
                      value={condition.comparisonOperator}
                      disabled={!canUpdate || !entry}
                      onChange={(_, data) => {
                        const operator = data.value as ComparisonOperator;
                        const sameInput = entry && conditionValueInput(entry.field, operator).kind === conditionValueInput(entry.field, condition.comparisonOperator).kind;
                        setCondition(g, c, { ...condition, comparisonOperator: operator, value: sameInput ? condition.value : initialValue(entry, operator) });
                      }}
                    >
                      {(operators.includes(condition.comparisonOperator) ? operators : [condition.comparisonOperator, ...operators]).map((operator) => (
                        <option key={operator} value={operator}>
                          {t(`rules.operators.${operator}`)}
                        </option>
                      ))}
                    </Select>
                  </Field>
                  {entry ? (
                    <ConditionValueInput
                      input={conditionValueInput(entry.field, condition.comparisonOperator)}
                      label={t('rules.value', names)}
                      value={condition.value}
                      language={language}
                      disabled={!canUpdate}
                      onChange={(value) => setCondition(g, c, { ...condition, value })}
                    />
                  ) : (
                    <span />
                  )}
                  {canUpdate ? (
                    <Button
                      appearance="subtle"
                      icon={<DeleteRegular />}
                      aria-label={t('rules.removeCondition', names)}
                      title={t('rules.removeCondition', names)}
                      onClick={() => setGroups(rule.conditions.map((entries, gi) => (gi === g ? entries.filter((_, ci) => ci !== c) : entries)))}
                    />
                  ) : null}
                </div>
              );
            })}
            {canUpdate ? (
              <div className={styles.buttons}>
                <Button icon={<AddRegular />} onClick={() => setGroups(rule.conditions.map((entries, gi) => (gi === g ? [...entries, { id: newId(), fieldId: '', comparisonOperator: 'isCompleted', value: null }] : entries)))}>
                  {t('rules.addCondition', { group: g + 1 })}
                </Button>
                {rule.conditions.length > 1 ? (
                  <Button appearance="subtle" icon={<DeleteRegular />} onClick={() => setGroups(rule.conditions.filter((_, gi) => gi !== g))}>
                    {t('rules.removeGroup', { group: g + 1 })}
                  </Button>
                ) : null}
              </div>
            ) : null}
          </fieldset>
        </div>
      ))}
      {canUpdate ? (
        <div className={styles.buttons}>
          <Button icon={<AddRegular />} onClick={() => setGroups([...rule.conditions, []])}>
            {t('rules.addGroup')}
          </Button>
        </div>
      ) : null}

      <Text as="h3" weight="semibold">
        {t('rules.targets')}
      </Text>
      {rule.targets.length === 0 ? <Text>{t('rules.noTargets')}</Text> : null}
      {rule.targets.map((target, index) => (
        <div key={target.id} className={styles.targetRow} data-testid="rule-target">
          <Field label={t('rules.targetField', { target: index + 1 })}>
            <Select value={target.fieldId} disabled={!canUpdate} onChange={(_, data) => setTargets(rule.targets.map((entry, i) => (i === index ? { ...entry, fieldId: data.value } : entry)))}>
              {target.fieldId === '' ? <option value="">{t('rules.choose')}</option> : null}
              {fieldOptions(fieldsOfferedFor(content, rule, { kind: 'target', target: index }), target.fieldId)}
            </Select>
          </Field>
          <Field label={t('rules.action', { target: index + 1 })}>
            <Select value={target.action} disabled={!canUpdate} onChange={(_, data) => setTargets(rule.targets.map((entry, i) => (i === index ? { ...entry, action: data.value as RuleAction } : entry)))}>
              {RULE_ACTIONS.map((action) => (
                <option key={action} value={action}>
                  {t(`rules.actions.${action}`)}
                </option>
              ))}
            </Select>
          </Field>
          {canUpdate ? (
            <Button
              appearance="subtle"
              icon={<DeleteRegular />}
              aria-label={t('rules.removeTarget', { target: index + 1 })}
              title={t('rules.removeTarget', { target: index + 1 })}
              onClick={() => setTargets(rule.targets.filter((_, i) => i !== index))}
            />
          ) : null}
        </div>
      ))}
      {canUpdate ? (
        <div className={styles.buttons}>
          <Button icon={<AddRegular />} onClick={() => setTargets([...rule.targets, { id: newId(), fieldId: '', action: 'isVisible' }])}>
            {t('rules.addTarget')}
          </Button>
        </div>
      ) : null}

      {shown.length > 0 ? (
        <MessageBar intent="error" layout="multiline" data-testid="rule-errors">
          <MessageBarBody>
            {t('rules.invalid')}
            <ul className={styles.errors}>
              {shown.map((error, index) => (
                <li key={index}>{texts.errorText(error)}</li>
              ))}
            </ul>
          </MessageBarBody>
        </MessageBar>
      ) : null}

      <TryItPanel content={content} rule={rule} language={language} texts={texts} />
    </div>
  );
}
