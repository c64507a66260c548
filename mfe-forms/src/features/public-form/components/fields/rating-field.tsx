import { useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { usePublicFormEnv } from '../public-form-env';
import type { FieldRendererProps } from './field-renderer-props';

// Spec 001 §9: star size 30.
const STAR_SIZE = 30;
const STAR_PATH = 'M12 2l3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01L12 2z';

function Star({ fill, color, clipId }: { fill: 0 | 0.5 | 1; color: string; clipId: string }) {
  return (
    <svg width={STAR_SIZE} height={STAR_SIZE} viewBox="0 0 24 24" aria-hidden="true">
      <defs>
        <clipPath id={clipId}>
          <rect x="0" y="0" width={24 * fill} height="24" />
        </clipPath>
      </defs>
      <path d={STAR_PATH} fill="none" stroke={color} strokeWidth="1.5" />
      {fill > 0 ? <path d={STAR_PATH} fill={color} clipPath={`url(#${clipId})`} /> : null}
    </svg>
  );
}

/**
 * Stars from 1 to `count`; with `allowHalf` each star's left half picks the half step. A radio
 * group as the keyboard expects one: a single tab stop (the chosen value, else the first), the
 * arrows move and choose, Home and End go to the ends.
 */
export function RatingField({ field, inputId, labelId, describedBy, value, required, invalid, disabled, onChange }: FieldRendererProps<'Rating'>) {
  const { language, t } = usePublicFormEnv();
  const group = useRef<HTMLDivElement>(null);
  const current = typeof value === 'number' ? value : 0;
  const color = field.starColor || '#f5b301';
  const count = Math.max(1, Math.min(10, field.count));
  const steps = field.allowHalf ? [0.5, 1] : [1];
  const values = Array.from({ length: count }, (_unused, index) => steps.map((step) => index + step)).flat();
  const tabStop = values.includes(current) ? current : values[0];
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // From the focused star, as native radios move (Space or a click chooses the focused one).
    const at = values.indexOf(Number((event.target as HTMLElement).dataset.value ?? current));
    const next = Math.min(values.length - 1, at + 1);
    const previous = Math.max(0, at - 1);
    const target = ({ ArrowRight: next, ArrowUp: next, ArrowLeft: previous, ArrowDown: previous, Home: 0, End: values.length - 1 } as Record<string, number>)[event.key];
    if (target === undefined || disabled) return;
    event.preventDefault();
    const chosen = values[target]!;
    onChange(chosen);
    group.current?.querySelector<HTMLButtonElement>(`[data-value="${chosen}"]`)?.focus();
  };
  return (
    <div ref={group} className="fo-rating" role="radiogroup" aria-labelledby={labelId} aria-required={required} aria-invalid={invalid} aria-describedby={describedBy} onKeyDown={onKeyDown}>
      {Array.from({ length: count }, (_unused, index) => {
        const fill: 0 | 0.5 | 1 = current >= index + 1 ? 1 : current >= index + 0.5 ? 0.5 : 0;
        return (
          <span key={index} className="fo-star">
            <Star fill={fill} color={color} clipId={`${inputId}-clip-${index}`} />
            {steps.map((step) => {
              const starValue = index + step;
              return (
                <button
                  key={step}
                  type="button"
                  role="radio"
                  className={step === 0.5 ? 'fo-star-half fo-star-left' : steps.length === 2 ? 'fo-star-half fo-star-right' : 'fo-star-whole'}
                  aria-checked={current === starValue}
                  aria-label={t('rateValue', { value: starValue.toLocaleString(language), count })}
                  tabIndex={starValue === tabStop ? 0 : -1}
                  data-value={starValue}
                  disabled={disabled}
                  onClick={() => onChange(starValue)}
                />
              );
            })}
          </span>
        );
      })}
    </div>
  );
}
