import { useTranslation } from '@front-office/shared/platform';
import { makeStyles } from '@fluentui/react-components';
import { tokens, Button, Text, Tooltip } from '@front-office/shared/ui';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { MAX_PRODUCT_QUANTITY, MAX_TOTAL_CENTS, textIn, withText } from '@front-office/shared/core';
import type { Currency, Field, Language, LocalizedText } from '@front-office/shared/core';
import { NAMESPACE } from '../../../i18n/namespace';
import type { UpdateFieldProperty } from './field-panel';
import { NumberProperty, TextProperty } from './property-inputs';

const useStyles = makeStyles({
  row: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, borderBottom: `1px solid ${tokens.colorNeutralStroke2}`, paddingBottom: tokens.spacingVerticalS },
  rowHeader: { display: 'flex', alignItems: 'center', justifyContent: 'space-between' },
});

/** One entry of any choice list: options, payment options and choices, products. */
interface ChoiceEntry {
  value: string;
  text: LocalizedText;
  price?: number;
  description?: LocalizedText;
  min?: number | null;
  max?: number | null;
  limit?: number | null;
}

type ListKey = 'options' | 'choices' | 'products';

function listOf(field: Field): { key: ListKey; entries: ChoiceEntry[]; priced: boolean; described: boolean; products: boolean } | null {
  switch (field.type) {
    case 'Select':
    case 'OptionList':
      return { key: 'options', entries: field.options, priced: false, described: false, products: false };
    case 'PaymentOptionList':
      return { key: 'options', entries: field.options, priced: true, described: true, products: false };
    case 'PaymentChoiceList':
      return { key: 'choices', entries: field.choices, priced: true, described: true, products: false };
    case 'Products':
      return { key: 'products', entries: field.products, priced: true, described: true, products: true };
    default:
      return null;
  }
}

function nextValue(entries: ChoiceEntry[], prefix: string): string {
  const taken = new Set(entries.map((entry) => entry.value));
  let n = entries.length + 1;
  while (taken.has(`${prefix}-${n}`)) n += 1;
  return `${prefix}-${n}`;
}

/** The choices tab (spec 001 §2): value, text per language, price entered in currency units and kept in cents, description, product bounds. */
export function FieldChoices({ field, language, languages, currency, update }: { field: Field; language: Language; languages: readonly Language[]; currency: Currency; update: UpdateFieldProperty }) {
  const { t } = useTranslation(NAMESPACE);
  const styles = useStyles();
  const list = listOf(field);
  if (!list) return null;
  const { key, entries, priced, described, products } = list;
  const languageName = t(`designer.languages.${language}`);
  const set = (next: ChoiceEntry[], change: string) => (update as (patch: Record<string, unknown>, key: string) => void)({ [key]: next }, change);
  const edit = (index: number, patch: Partial<ChoiceEntry>, change: string) => set(entries.map((entry, position) => (position === index ? { ...entry, ...patch } : entry)), `${key}:${index}:${change}`);
  const duplicates = entries.map((entry) => entry.value).filter((value, index, all) => value !== '' && all.indexOf(value) !== index);
  return (
    <>
      {entries.map((entry, index) => (
        <div key={index} className={styles.row} role="group" aria-label={t('designer.choices.row', { number: index + 1 })}>
          <div className={styles.rowHeader}>
            <Text weight="semibold">{t('designer.choices.row', { number: index + 1 })}</Text>
            <Tooltip content={t('designer.choices.remove', { value: entry.value })} relationship="label" showDelay={50} hideDelay={100}>
              <Button appearance="subtle" size="small" icon={<DeleteRegular />} onClick={() => set(entries.filter((_, position) => position !== index), `${key}:remove`)} />
            </Tooltip>
          </div>
          <TextProperty label={t('designer.choices.value')} value={entry.value} onChange={(value) => edit(index, { value }, 'value')} />
          <TextProperty label={t('designer.choices.text', { language: languageName })} value={textIn(entry.text, language)} onChange={(value) => edit(index, { text: withText(entry.text, language, value) }, `text:${language}`)} />
          {priced ? (
            <NumberProperty label={t('designer.choices.price', { currency: currency.toUpperCase() })} value={(entry.price ?? 0) / 100} min={0} max={MAX_TOTAL_CENTS / 100} onChange={(value) => edit(index, { price: Math.round((value ?? 0) * 100) }, 'price')} />
          ) : null}
          {described ? (
            <TextProperty label={t('designer.choices.description', { language: languageName })} value={textIn(entry.description ?? [], language)} onChange={(value) => edit(index, { description: withText(entry.description, language, value) }, `description:${language}`)} />
          ) : null}
          {products ? (
            <>
              <NumberProperty label={t('designer.choices.min')} value={entry.min ?? null} nullable min={0} max={MAX_PRODUCT_QUANTITY} integer onChange={(min) => edit(index, { min }, 'min')} />
              <NumberProperty label={t('designer.choices.max')} value={entry.max ?? null} nullable min={0} max={MAX_PRODUCT_QUANTITY} integer onChange={(max) => edit(index, { max }, 'max')} />
              <NumberProperty label={t('designer.choices.limit')} value={entry.limit ?? null} nullable min={0} integer onChange={(limit) => edit(index, { limit }, 'limit')} />
            </>
          ) : null}
        </div>
      ))}
      {duplicates.length > 0 ? (
        <Text role="alert" style={{ color: tokens.colorPaletteRedForeground1 }}>
          {t('designer.choices.duplicate', { value: duplicates[0] })}
        </Text>
      ) : null}
      <Button
        icon={<AddRegular />}
        onClick={() => {
          const value = nextValue(entries, key === 'products' ? 'product' : key === 'choices' ? 'choice' : 'option');
          const added: ChoiceEntry = { value, text: languages.map((culture) => ({ culture, value: String(entries.length + 1) })), ...(priced ? { price: 0 } : {}), ...(products ? { min: 0, max: null, limit: null } : {}) };
          set([...entries, added], `${key}:add`);
        }}
      >
        {t('designer.choices.add')}
      </Button>
    </>
  );
}
