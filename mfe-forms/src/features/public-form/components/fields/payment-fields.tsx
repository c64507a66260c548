import { formatMoney, localizedValue, productLeft } from '@front-office/shared/core';
import type { ProductQuantity } from '@front-office/shared/core';
import type { WheelEvent } from 'react';
import { usePublicFormEnv } from '../public-form-env';
import { useFormRuntime } from '../form-runtime';
import { useClaimed } from '../../store/use-field';
import type { FieldRendererProps } from './field-renderer-props';

const ignoreWheel = (event: WheelEvent<HTMLInputElement>) => event.currentTarget.blur();

/** Payment and PaymentZone mark where the payment goes; paying itself comes with the payments work. */
export function PaymentPlaceholderField() {
  const { t } = usePublicFormEnv();
  return <p className="fo-muted">{t('paymentLater')}</p>;
}

export function PaymentOptionListField({ field, inputId, labelId, describedBy, value, required, invalid, disabled, onChange }: FieldRendererProps<'PaymentOptionList'>) {
  const { language } = usePublicFormEnv();
  const selected = Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  const multiple = field.multiSelection ?? true;
  return (
    <div className="fo-choices" role={multiple ? 'group' : 'radiogroup'} aria-labelledby={labelId} aria-required={required} aria-invalid={invalid} aria-describedby={describedBy}>
      {field.options.map((option, index) => (
        <label key={option.value} className="fo-check fo-priced" htmlFor={`${inputId}-${index}`}>
          <input
            id={`${inputId}-${index}`}
            type={multiple ? 'checkbox' : 'radio'}
            name={inputId}
            checked={selected.includes(option.value)}
            disabled={disabled || option.disabled}
            onChange={(event) => {
              if (!multiple) onChange(event.target.checked ? [option.value] : []);
              else onChange(event.target.checked ? [...selected, option.value] : selected.filter((item) => item !== option.value));
            }}
          />
          <span>
            {localizedValue(option.text, language)} <strong>{formatMoney(option.price)}</strong>
            {option.description ? <small className="fo-muted"> {localizedValue(option.description, language)}</small> : null}
          </span>
        </label>
      ))}
    </div>
  );
}

export function PaymentChoiceListField({ field, inputId, labelId, describedBy, value, required, invalid, disabled, onChange }: FieldRendererProps<'PaymentChoiceList'>) {
  const { language } = usePublicFormEnv();
  return (
    <div className="fo-choices" role="radiogroup" aria-labelledby={labelId} aria-required={required} aria-invalid={invalid} aria-describedby={describedBy}>
      {field.choices.map((choice, index) => (
        <label key={choice.value} className="fo-check fo-priced" htmlFor={`${inputId}-${index}`}>
          <input
            id={`${inputId}-${index}`}
            type="radio"
            name={inputId}
            checked={value === choice.value}
            disabled={disabled || choice.disabled}
            onChange={() => onChange(choice.value)}
          />
          <span>
            {localizedValue(choice.text, language)} <strong>{formatMoney(choice.price)}</strong>
            {choice.description ? <small className="fo-muted"> {localizedValue(choice.description, language)}</small> : null}
          </span>
        </label>
      ))}
    </div>
  );
}

export function ProductsField({ field, inputId, labelId, describedBy, value, required, invalid, disabled, onChange }: FieldRendererProps<'Products'>) {
  const { language, t } = usePublicFormEnv();
  const { store } = useFormRuntime();
  const claimed = useClaimed(store);
  const lines: ProductQuantity[] = Array.isArray(value) ? value.filter((line): line is ProductQuantity => typeof line === 'object') : [];
  const setQuantity = (id: string, quantity: number) => {
    const others = lines.filter((line) => line.id !== id);
    onChange(quantity > 0 ? [...others, { id, quantity }] : others);
  };
  return (
    <div className="fo-products" role="group" aria-labelledby={labelId} aria-required={required} aria-invalid={invalid} aria-describedby={describedBy}>
      {field.products.map((product, index) => {
        const name = localizedValue(product.text, language);
        const quantity = lines.find((line) => line.id === product.value)?.quantity ?? 0;
        const left = productLeft(product, claimed);
        const stockId = `${inputId}-${index}-stock`;
        // A sold-out product cannot be chosen; one already chosen stays editable so it can be removed.
        const soldOut = left === 0 && quantity === 0;
        const max = left === null ? product.max : Math.min(product.max ?? left, left);
        return (
          <div key={product.value} className="fo-product">
            <label htmlFor={`${inputId}-${index}`}>
              {name} <strong>{formatMoney(product.price)}</strong>
              {product.description ? <small className="fo-muted"> {localizedValue(product.description, language)}</small> : null}
              {left !== null ? (
                <small id={stockId} className={left === 0 ? 'fo-stock fo-sold-out' : 'fo-stock'}>
                  {left === 0 ? t('soldOut') : t('stockLeft', { left })}
                </small>
              ) : null}
            </label>
            <input
              id={`${inputId}-${index}`}
              className="fo-input fo-quantity"
              type="number"
              min={0}
              max={max ?? undefined}
              step={1}
              value={quantity}
              disabled={disabled || soldOut}
              aria-label={t('quantity', { product: name })}
              aria-describedby={left !== null ? stockId : undefined}
              onWheel={ignoreWheel}
              onChange={(event) => setQuantity(product.value, Math.max(0, Math.floor(Number(event.target.value) || 0)))}
            />
          </div>
        );
      })}
    </div>
  );
}
