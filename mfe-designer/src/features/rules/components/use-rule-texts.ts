import { useMemo } from 'react';
import { useTranslation } from '@front-office/shared/platform';
import { localizedValue, ruleFields } from '@front-office/shared/core';
import type { FormContent, Language, Rule, RuleError, RuleField } from '@front-office/shared/core';
import { NAMESPACE } from '../../../i18n/namespace';

export interface RuleTexts {
  fields: ReadonlyMap<string, RuleField>;
  /** The field's label in the designer's language, with its repeatable section when it has one. */
  fieldLabel(fieldId: string): string;
  ruleName(rule: Rule, index: number): string;
  errorText(error: RuleError): string;
}

/** A rule's name, or "Rule n" (its place, from 1) when it has none. */
export function ruleDisplayName(t: (key: string, options: { number: number }) => string, rule: Rule, index: number): string {
  return rule.name.trim() || t('rules.untitled', { number: index + 1 });
}

/** Names of fields and rules, and the translated rule errors, for the rules editor. */
export function useRuleTexts(content: FormContent, language: Language): RuleTexts {
  const { t } = useTranslation(NAMESPACE);
  return useMemo(() => {
    const fields = new Map(ruleFields(content).map((entry) => [entry.field.id, entry]));
    const plainLabel = (entry: RuleField) => localizedValue(entry.field.text, language) || t('designer.fields.untitled', { type: t(`fieldTypes.${entry.field.type}`) });
    const fieldLabel = (fieldId: string) => {
      const entry = fields.get(fieldId);
      if (!entry) return fieldId === '' ? t('rules.chooseField') : t('rules.missingField', { id: fieldId });
      const label = plainLabel(entry);
      return entry.repeatableSectionId ? t('rules.repeatableField', { label, section: localizedValue(entry.section.name, language) || entry.section.id }) : label;
    };
    const errorText = (error: RuleError) => {
      const place =
        error.group !== undefined && error.condition !== undefined
          ? t('rules.errors.conditionPlace', { group: error.group + 1, condition: error.condition + 1 })
          : error.target !== undefined
            ? t('rules.errors.targetPlace', { target: error.target + 1 })
            : '';
      const code = error.code === 'fieldMissing' && error.fieldId === '' ? 'chooseField' : error.code;
      return t(`rules.errors.${code}`, { place, field: t('rules.quoted', { label: fieldLabel(error.fieldId ?? '') }), group: (error.group ?? 0) + 1 });
    };
    const ruleName = (rule: Rule, index: number) => ruleDisplayName(t, rule, index);
    return { fields, fieldLabel, ruleName, errorText };
  }, [content, language, t]);
}
