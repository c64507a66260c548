import { useEffect, useState } from 'react';
import type { FormValues } from '@front-office/shared/core';
import { localizedValue } from '@front-office/shared/core';
import type { FormRendererModule } from '../features/form-renderer/form-renderer-contract';

const TEXT_TYPES = new Set(['Text', 'LongText', 'EmailAddress', 'MaskText']);

/** The contract of forms/form-renderer with text inputs only: enough to read and edit answers in tests. */
const SubmissionAnswers: FormRendererModule['SubmissionAnswers'] = ({ content, values, readOnly = true, onChange, language = 'en', validateRef }) => {
  const [current, setCurrent] = useState<FormValues>(values);
  useEffect(() => {
    if (validateRef) validateRef.current = () => Object.values(current).every((value) => value !== '__invalid__');
  }, [validateRef, current]);
  const fields = content.steps.flatMap((step) => step.sections.flatMap((section) => section.fields)).filter((field) => TEXT_TYPES.has(field.type));
  return (
    <div data-testid="stub-renderer">
      {fields.map((field) => (
        <label key={field.id}>
          {localizedValue(field.text, language)}
          <input
            disabled={readOnly}
            value={typeof current[field.id] === 'string' ? (current[field.id] as string) : ''}
            onChange={(event) => {
              const next = { ...current, [field.id]: event.target.value };
              setCurrent(next);
              onChange?.(next);
            }}
          />
        </label>
      ))}
    </div>
  );
};

export const stubFormRenderer: FormRendererModule = {
  SubmissionAnswers,
  FieldPreview: () => null,
  FormRendererStyles: () => null,
};
