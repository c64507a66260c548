import { Input } from '@fluentui/react-components';
import { Field } from '@front-office/shared/ui';
import { textIn, withText } from '@front-office/shared/core';
import type { Language, LocalizedText } from '@front-office/shared/core';

/** One input per language of the form (step, section and form names). */
export function LocalizedInputs({
  value,
  languages,
  label,
  onChange,
  required = false,
  maxLength,
  error,
}: {
  value: LocalizedText;
  languages: readonly Language[];
  label: (language: Language) => string;
  onChange(value: LocalizedText): void;
  required?: boolean;
  maxLength?: number;
  error?: (language: Language) => string | undefined;
}) {
  return (
    <>
      {languages.map((language) => (
        <Field key={language} label={label(language)} required={required} validationMessage={error?.(language)}>
          <Input value={textIn(value, language)} maxLength={maxLength} onChange={(_, data) => onChange(withText(value, language, data.value))} />
        </Field>
      ))}
    </>
  );
}
