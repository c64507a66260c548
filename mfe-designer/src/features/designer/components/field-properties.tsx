import { memo } from 'react';
import { useTranslation } from '@front-office/shared/platform';
import { Text } from '@front-office/shared/ui';
import { DEFAULT_DOCUMENT_TYPE, DOCUMENT_TYPES, textIn, withText, youtubeVideoId } from '@front-office/shared/core';
import type { Field, FieldType, Language } from '@front-office/shared/core';
import { NAMESPACE } from '../../../i18n/namespace';
import type { UpdateFieldProperty } from './field-panel';
import { ColorProperty, NumberProperty, SelectProperty, SwitchProperty, TextProperty } from './property-inputs';

const PLACEHOLDER_TYPES = new Set<FieldType>(['Text', 'LongText', 'MaskText', 'Numeric', 'EmailAddress', 'Date', 'Datetime', 'Time', 'Birthdate', 'WebLink']);
const DATE_INPUT: Partial<Record<FieldType, 'date' | 'time' | 'datetime-local'>> = { Date: 'date', Birthdate: 'date', Time: 'time', Datetime: 'datetime-local' };

/** The properties tab: the common properties and each type's extras with the defaults of spec 001 §3. */
export function FieldProperties({ field, language, update }: { field: Field; language: Language; update: UpdateFieldProperty }) {
  const { t } = useTranslation(NAMESPACE);
  const languageName = t(`designer.languages.${language}`);
  return (
    <>
      <TextProperty label={t('designer.panel.label', { language: languageName })} value={textIn(field.text, language)} onChange={(value) => update({ text: withText(field.text, language, value) }, `text:${language}`)} />
      <PropertiesBesideLabel field={field} language={language} update={update} />
    </>
  );
}

/** Whether two versions of a field differ at most in their label (a keystroke in the label changes nothing else). */
function sameBesideLabel(a: Field, b: Field): boolean {
  if (a === b) return true;
  const keys = Object.keys(a) as (keyof Field)[];
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => key === 'text' || Object.is(a[key], b[key]));
}

type PropertiesProps = { field: Field; language: Language; update: UpdateFieldProperty };

/**
 * Every property but the label, rendered again only when one of them changes: typing in the
 * label renders its own input, not the dozen Fluent fields and switches below it. Nothing here
 * reads the field's label.
 */
const PropertiesBesideLabel = memo(
  function PropertiesBesideLabel({ field, language, update }: PropertiesProps) {
    const { t } = useTranslation(NAMESPACE);
    const languageName = t(`designer.languages.${language}`);
    return (
      <>
        {PLACEHOLDER_TYPES.has(field.type) ? (
          <TextProperty
            label={t('designer.panel.placeholder', { language: languageName })}
            value={textIn(field.placeholder ?? [], language)}
            onChange={(value) => update({ placeholder: withText(field.placeholder, language, value) }, `placeholder:${language}`)}
          />
        ) : null}
        <TypeExtras field={field} language={language} update={update} />
        <SwitchProperty label={t('designer.panel.required')} checked={field.required} onChange={(required) => update({ required }, 'required')} />
        <SwitchProperty label={t('designer.panel.visible')} checked={field.visible} onChange={(visible) => update({ visible }, 'visible')} />
        <SwitchProperty label={t('designer.panel.enabled')} checked={field.enabled} onChange={(enabled) => update({ enabled }, 'enabled')} />
        <SwitchProperty label={t('designer.panel.hiddenText')} checked={field.hiddenText ?? false} onChange={(hiddenText) => update({ hiddenText }, 'hiddenText')} />
        <SwitchProperty label={t('designer.panel.excludeFromReport')} checked={field.excludeFromReport ?? false} onChange={(excludeFromReport) => update({ excludeFromReport }, 'excludeFromReport')} />
        <ColorProperty label={t('designer.panel.textColor')} value={field.textColor} onChange={(textColor) => update({ textColor }, 'textColor')} />
      </>
    );
  },
  (previous, next) => previous.language === next.language && previous.update === next.update && sameBesideLabel(previous.field, next.field),
);

function TypeExtras({ field, language, update }: { field: Field; language: Language; update: UpdateFieldProperty }) {
  const { t } = useTranslation(NAMESPACE);
  const languageName = t(`designer.languages.${language}`);
  const patch = update as (patch: Record<string, unknown>, key: string) => void;
  const current = (field as { defaultValue?: unknown }).defaultValue;
  const defaultText = (type?: 'text' | 'url' | 'date' | 'time' | 'datetime-local' | 'email', label = t('designer.panel.defaultValue')) => (
    <TextProperty label={label} type={type} value={typeof current === 'string' ? current : ''} onChange={(value) => patch({ defaultValue: value }, 'defaultValue')} />
  );
  switch (field.type) {
    case 'Text':
    case 'LongText':
      return (
        <>
          {defaultText()}
          <NumberProperty label={t('designer.panel.minLength')} value={field.minLength ?? 0} min={0} integer onChange={(value) => patch({ minLength: value ?? 0 }, 'minLength')} />
          <NumberProperty label={t('designer.panel.maxLength')} value={field.maxLength ?? 50} min={Math.max(1, field.minLength ?? 0)} integer onChange={(value) => patch({ maxLength: value ?? 50 }, 'maxLength')} />
        </>
      );
    case 'MaskText':
      return (
        <>
          <TextProperty label={t('designer.panel.mask')} value={field.mask ?? ''} onChange={(mask) => patch({ mask }, 'mask')} />
          {defaultText()}
        </>
      );
    case 'EmailAddress':
      return defaultText('email');
    case 'Numeric':
      return (
        <>
          <NumberProperty label={t('designer.panel.min')} value={field.min} nullable max={field.max ?? undefined} onChange={(min) => patch({ min }, 'min')} />
          <NumberProperty label={t('designer.panel.max')} value={field.max} nullable min={field.min ?? undefined} onChange={(max) => patch({ max }, 'max')} />
          <NumberProperty label={t('designer.panel.decimals')} value={field.decimals ?? 0} min={0} max={6} integer onChange={(decimals) => patch({ decimals: decimals ?? 0 }, 'decimals')} />
          <NumberProperty label={t('designer.panel.defaultValue')} value={field.defaultValue} nullable onChange={(defaultValue) => patch({ defaultValue }, 'defaultValue')} />
        </>
      );
    case 'StaticText':
    case 'HTML':
      return (
        <TextProperty multiline label={t('designer.panel.content', { language: languageName })} value={textIn(field.value, language)} onChange={(value) => patch({ value: withText(field.value, language, value) }, `value:${language}`)} />
      );
    case 'CheckBox':
    case 'Toggle':
    case 'Acknowledgment':
      return <SwitchProperty label={t('designer.panel.defaultValue')} checked={field.defaultValue ?? false} onChange={(defaultValue) => patch({ defaultValue }, 'defaultValue')} />;
    case 'Date':
    case 'Datetime':
    case 'Time':
    case 'Birthdate':
      return defaultText(DATE_INPUT[field.type]);
    case 'Select':
      return (
        <SelectProperty
          label={t('designer.panel.defaultValue')}
          value={field.defaultValue ?? ''}
          options={[{ value: '', label: t('designer.panel.none') }, ...field.options.map((option) => ({ value: option.value, label: textIn(option.text, language) || option.value }))]}
          onChange={(value) => patch({ defaultValue: value || undefined }, 'defaultValue')}
        />
      );
    case 'OptionList':
    case 'PaymentOptionList':
      return <SwitchProperty label={t('designer.panel.multiSelection')} checked={field.multiSelection ?? false} onChange={(multiSelection) => patch({ multiSelection }, 'multiSelection')} />;
    case 'YesNo':
      return (
        <>
          <SwitchProperty label={t('designer.panel.allowNa')} checked={field.allowNa} onChange={(allowNa) => patch({ allowNa, ...(allowNa || field.defaultValue !== 'na' ? {} : { defaultValue: undefined }) }, 'allowNa')} />
          <SelectProperty
            label={t('designer.panel.defaultValue')}
            value={field.defaultValue ?? ''}
            options={[
              { value: '', label: t('designer.panel.none') },
              { value: 'yes', label: t('designer.panel.yes') },
              { value: 'no', label: t('designer.panel.no') },
              ...(field.allowNa ? [{ value: 'na' as const, label: t('designer.panel.na') }] : []),
            ]}
            onChange={(value) => patch({ defaultValue: value || undefined }, 'defaultValue')}
          />
        </>
      );
    case 'Rating':
      return (
        <>
          <NumberProperty label={t('designer.panel.count')} value={field.count} min={1} max={10} integer onChange={(count) => patch({ count: count ?? 5, ...(field.defaultValue !== undefined && count !== null && field.defaultValue > count ? { defaultValue: count } : {}) }, 'count')} />
          <SwitchProperty label={t('designer.panel.allowHalf')} checked={field.allowHalf} onChange={(allowHalf) => patch({ allowHalf }, 'allowHalf')} />
          <ColorProperty label={t('designer.panel.starColor')} value={field.starColor} onChange={(starColor) => patch({ starColor }, 'starColor')} />
          <NumberProperty label={t('designer.panel.defaultValue')} value={field.defaultValue ?? null} nullable min={0} max={field.count} onChange={(value) => patch({ defaultValue: value ?? undefined }, 'defaultValue')} />
        </>
      );
    case 'EmbeddedPhoto':
      return (
        <>
          {defaultText('url', t('designer.panel.photoSource'))}
          <TextProperty label={t('designer.panel.alt', { language: languageName })} value={textIn(field.alt ?? [], language)} onChange={(value) => patch({ alt: withText(field.alt, language, value) }, `alt:${language}`)} />
        </>
      );
    case 'Video': {
      const link = field.defaultValue ?? '';
      const id = youtubeVideoId(link);
      return (
        <>
          {defaultText('url', t('designer.panel.videoLink'))}
          {link.trim() !== '' ? <Text role="status">{id ? t('designer.panel.videoId', { id }) : t('designer.panel.videoInvalid')}</Text> : null}
        </>
      );
    }
    case 'WebLink':
      return (
        <>
          {defaultText('url', t('designer.panel.webLink'))}
          <SelectProperty
            label={t('designer.panel.target')}
            value={field.target === '_self' ? '_self' : '_blank'}
            options={[
              { value: '_blank', label: t('designer.panel.targetBlank') },
              { value: '_self', label: t('designer.panel.targetSelf') },
            ]}
            onChange={(target) => patch({ target }, 'target')}
          />
        </>
      );
    case 'DocumentViewer':
      return (
        <>
          {defaultText('url', t('designer.panel.documentLink'))}
          <TextProperty label={t('designer.panel.documentName')} value={field.documentName ?? 'download'} onChange={(documentName) => patch({ documentName }, 'documentName')} />
          <SelectProperty label={t('designer.panel.documentType')} value={field.documentType ?? DEFAULT_DOCUMENT_TYPE} options={DOCUMENT_TYPES.map((type) => ({ value: type, label: type }))} onChange={(documentType) => patch({ documentType }, 'documentType')} />
        </>
      );
    default:
      return null;
  }
}
