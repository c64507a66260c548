import { Suspense, lazy, memo, useCallback } from 'react';
import type { ReactNode } from 'react';
import { localizedValue } from '@front-office/shared/core';
import type { Field, FieldValue } from '@front-office/shared/core';
import { useField } from '../store/use-field';
import { usePublicFormEnv } from './public-form-env';
import { useFormRuntime } from './form-runtime';
import type { FieldRendererProps } from './fields/field-renderer-props';
import { fieldErrorMessages } from '../utils/field-error-messages';
import { TextInputField } from './fields/text-input-field';
import { NumericField } from './fields/numeric-field';
import { DateTimeField } from './fields/date-time-field';
import { CheckField } from './fields/check-field';
import { OptionListField, SelectField, YesNoField } from './fields/choice-fields';
import { RatingField } from './fields/rating-field';
import { DocumentViewerField, EmbeddedPhotoField, WebLinkField } from './fields/info-fields';
import { UploadFileField } from './fields/upload-file-field';
import { CaptchaField } from './fields/captcha-field';
import { PaymentChoiceListField, PaymentOptionListField, PaymentPlaceholderField, ProductsField } from './fields/payment-fields';

// Heavy or rare types load on first use, keeping them out of the public first render.
const SignatureField = lazy(() => import('./fields/signature-field'));
const TakePictureField = lazy(() => import('./fields/take-picture-field'));
const VideoField = lazy(() => import('./fields/video-field'));
// StaticText / HTML bring DOMPurify (about 8 KB gzip): only forms that show rich text download it.
const RichTextField = lazy(() => import(/* webpackChunkName: "public-rich-text" */ './fields/rich-text-field'));

type AnyRendererProps = Omit<FieldRendererProps<Field['type']>, 'field'>;

function renderField(field: Field, props: AnyRendererProps): ReactNode {
  switch (field.type) {
    case 'Text':
    case 'LongText':
    case 'MaskText':
    case 'EmailAddress':
      return <TextInputField field={field} {...props} />;
    case 'Numeric':
      return <NumericField field={field} {...props} />;
    case 'Date':
    case 'Datetime':
    case 'Time':
    case 'Birthdate':
      return <DateTimeField field={field} {...props} />;
    case 'CheckBox':
    case 'Toggle':
    case 'Acknowledgment':
      return <CheckField field={field} {...props} />;
    case 'Select':
      return <SelectField field={field} {...props} />;
    case 'OptionList':
      return <OptionListField field={field} {...props} />;
    case 'YesNo':
      return <YesNoField field={field} {...props} />;
    case 'Rating':
      return <RatingField field={field} {...props} />;
    case 'StaticText':
    case 'HTML':
      return <RichTextField field={field} {...props} />;
    case 'EmbeddedPhoto':
      return <EmbeddedPhotoField field={field} {...props} />;
    case 'WebLink':
      return <WebLinkField field={field} {...props} />;
    case 'DocumentViewer':
      return <DocumentViewerField field={field} {...props} />;
    case 'Video':
      return <VideoField field={field} {...props} />;
    case 'UploadFile':
      return <UploadFileField field={field} {...props} />;
    case 'Signature':
      return <SignatureField field={field} {...props} />;
    case 'TakePicture':
      return <TakePictureField field={field} {...props} />;
    case 'Captcha':
      return <CaptchaField />;
    case 'Payment':
    case 'PaymentZone':
      return <PaymentPlaceholderField />;
    case 'PaymentOptionList':
      return <PaymentOptionListField field={field} {...props} />;
    case 'PaymentChoiceList':
      return <PaymentChoiceListField field={field} {...props} />;
    case 'Products':
      return <ProductsField field={field} {...props} />;
  }
}

// Types whose own control carries the field text, or that show content rather than ask.
const SELF_LABELLED = new Set<Field['type']>(['CheckBox', 'Toggle', 'Acknowledgment', 'StaticText', 'HTML']);
const SINGLE_INPUT = new Set<Field['type']>(['Text', 'LongText', 'MaskText', 'EmailAddress', 'Numeric', 'Date', 'Datetime', 'Time', 'Birthdate', 'Select', 'UploadFile']);

function inputIdOf(fieldKey: string): string {
  return `fo-${fieldKey.replace(/[^\w-]/g, '_')}`;
}

/**
 * One field or copy of a field: subscribes to its own key only, so typing or a rule changing
 * another field never re-renders it.
 */
export const FieldView = memo(function FieldView({ field, fieldKey }: { field: Field; fieldKey: string }) {
  const { language, t } = usePublicFormEnv();
  const { store } = useFormRuntime();
  const snapshot = useField(store, fieldKey);
  const onChange = useCallback((value: FieldValue) => store.setValue(fieldKey, value), [store, fieldKey]);
  const onFile = useCallback((file: File | null) => store.setFile(fieldKey, file), [store, fieldKey]);
  if (!snapshot.visible) return null;

  const inputId = inputIdOf(fieldKey);
  const labelId = `${inputId}-label`;
  const errorId = `${inputId}-error`;
  const label = localizedValue(field.text, language);
  const showLabel = !SELF_LABELLED.has(field.type) && label !== '';
  const labelContent = (
    <>
      {label}
      {snapshot.required ? <span aria-hidden="true"> *</span> : null}
    </>
  );
  const labelProps = { id: labelId, className: field.hiddenText ? 'fo-sr-only' : 'fo-label', style: field.textColor ? { color: field.textColor } : undefined };
  return (
    <div className="fo-field" style={{ gridColumn: `span ${Math.min(12, Math.max(1, field.size || 12))}` }} data-field-key={fieldKey}>
      {showLabel ? (
        SINGLE_INPUT.has(field.type) ? (
          <label htmlFor={inputId} {...labelProps}>
            {labelContent}
          </label>
        ) : (
          <span {...labelProps}>{labelContent}</span>
        )
      ) : null}
      <Suspense fallback={<span className="fo-muted">{t('loading')}</span>}>
        {renderField(field, {
          fieldKey,
          inputId,
          labelId,
          describedBy: snapshot.error ? errorId : undefined,
          value: snapshot.value,
          required: snapshot.required,
          invalid: snapshot.error !== null,
          disabled: !field.enabled,
          onChange,
          onFile,
        })}
      </Suspense>
      {snapshot.error ? (
        <p className="fo-error" id={errorId}>
          {fieldErrorMessages(field, snapshot.error, language, t).map((message, index) => (
            <span key={index} className="fo-error-line">
              {message}
            </span>
          ))}
        </p>
      ) : null}
    </div>
  );
});
