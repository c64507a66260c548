import { Controller } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import { mixed, object } from 'yup';
import { Select } from '@fluentui/react-components';
import { Field } from '@front-office/shared/ui';
import type { Currency } from '@front-office/shared/core';
import { CURRENCIES, organizationNameSchema } from '@front-office/shared/core';

/** What the create dialog and the profile both edit (spec 000 §2). */
export interface OrganizationValues {
  name: string;
  currency: Currency;
}

export const organizationSchema = object({
  name: organizationNameSchema,
  currency: mixed<Currency>().oneOf(CURRENCIES).required(),
});

/** The currency choice of an organization form. */
export function CurrencyField({ control, label, disabled }: { control: Control<OrganizationValues>; label: string; disabled: boolean }) {
  return (
    <Controller
      name="currency"
      control={control}
      render={({ field }) => (
        <Field label={label}>
          <Select value={field.value} onChange={(_event, data) => field.onChange(data.value)} onBlur={field.onBlur} disabled={disabled}>
            {CURRENCIES.map((currency) => (
              <option key={currency} value={currency}>
                {currency.toUpperCase()}
              </option>
            ))}
          </Select>
        </Field>
      )}
    />
  );
}
