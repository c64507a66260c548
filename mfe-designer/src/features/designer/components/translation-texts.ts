import { useCallback } from 'react';
import { useTranslation } from '@front-office/shared/platform';
import { EMAIL_TEXT_PATH, FORM_NAME_PATH, findField, localizedValue, placeOfText, textProperty } from '@front-office/shared/core';
import type { Language, LocalizedText, TextTranslation } from '@front-office/shared/core';
import { NAMESPACE } from '../../../i18n/namespace';
import type { Draft } from '../state/designer-state';

type ChoiceText = { value: string; text?: LocalizedText };

const PROPERTIES = new Set(['text', 'name', 'placeholder', 'description', 'value', 'alt']);

/** Names a translatable text for people: its step, section or field and which of its texts it is. */
export function useDescribeText(): (draft: Draft, path: string, language: Language) => string {
  const { t } = useTranslation(NAMESPACE);
  return useCallback(
    (draft, path, language) => {
      if (path === FORM_NAME_PATH) return t('designer.translate.formName');
      if (path === EMAIL_TEXT_PATH) return t('designer.translate.emailText');
      const place = placeOfText(path);
      const property = PROPERTIES.has(textProperty(path)) ? textProperty(path) : 'other';
      const stepIndex = draft.content.steps.findIndex((step) => step.id === place.stepId);
      const step = draft.content.steps[stepIndex];
      const stepName = t('designer.steps.tab', { number: stepIndex + 1, name: (step && localizedValue(step.name, language)) || t('designer.steps.untitled') });
      if (place.fieldId) {
        const field = findField(draft.content, place.fieldId)?.field;
        const label = (field && localizedValue(field.text, language)) || (field ? t(`fieldTypes.${field.type}`) : place.fieldId);
        const items = field ? ((field as { options?: ChoiceText[]; choices?: ChoiceText[]; products?: ChoiceText[] }).options ?? (field as { choices?: ChoiceText[] }).choices ?? (field as { products?: ChoiceText[] }).products ?? []) : [];
        const item = items.find((candidate) => candidate.value === place.item);
        const what = place.item ? t('designer.translate.item', { item: (item?.text && localizedValue(item.text, language)) || place.item }) : t(`designer.translate.properties.${property}`);
        return t('designer.translate.fieldText', { step: stepName, field: label, what });
      }
      if (place.sectionId) {
        const section = step?.sections.find((candidate) => candidate.id === place.sectionId);
        return t('designer.translate.sectionText', { step: stepName, section: (section && localizedValue(section.name, language)) || t('designer.sections.untitled'), what: t(`designer.translate.properties.${property}`) });
      }
      return t('designer.translate.stepText', { step: stepName, what: t(`designer.translate.properties.${property}`) });
    },
    [t],
  );
}

/** What a text's state says: missing in some languages, or changed in some and not in the others. */
export function useTranslationProblem(): (entry: TextTranslation) => string {
  const { t } = useTranslation(NAMESPACE);
  return useCallback(
    (entry) => {
      const names = (languages: Language[]) => languages.map((code) => t(`designer.languages.${code}`)).join(', ');
      if (entry.state === 'missing') return t('designer.translate.missing', { languages: names(entry.languages) });
      if (entry.state === 'stale') return t('designer.translate.stale', { changed: names(entry.changedLast), languages: names(entry.languages) });
      return t('designer.translate.done');
    },
    [t],
  );
}
