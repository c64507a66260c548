import { useState } from 'react';
import { TableScroller, useTranslation } from '@front-office/shared/platform';
import { makeStyles, Input, Select } from '@fluentui/react-components';
import { tokens, Button, Field, Subtitle1, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, Tooltip } from '@front-office/shared/ui';
import { AddRegular, DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { discountCodeProblems, formatDate, formatMoney, normalizeDiscountCode } from '@front-office/shared/core';
import type { DiscountCode, DiscountType } from '@front-office/shared/core';
import { NAMESPACE } from '../../i18n/namespace';
import { useDesigner } from '../designer/components/designer-context';
import { FormDialog } from '../designer/components/form-dialog';
import { NumberTextInput, formatCents, parseCents, parseNumber } from './number-text-input';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS },
  error: { color: tokens.colorPaletteRedForeground1 },
});

const EMPTY_CODE: DiscountCode = { code: '', type: 'percent', value: 0, quantity: 1, expirationDate: null };

/** The form's discount codes (spec 001 §3, §5): a list with add, edit and delete; each checked by the shared schema. */
export function DiscountCodes({ codes, uses }: { codes: DiscountCode[]; uses: Record<string, number> }) {
  const { t } = useTranslation(NAMESPACE);
  const styles = useStyles();
  const { canUpdate, applyDraft } = useDesigner();
  const [editing, setEditing] = useState<{ index: number | null } | null>(null);
  const listProblems = discountCodeProblems(codes);
  const setCodes = (change: (list: DiscountCode[]) => DiscountCode[]) => applyDraft((current) => ({ ...current, settings: { ...current.settings, discountCodes: change(current.settings.discountCodes) } }));
  const valueText = (code: DiscountCode) => (code.type === 'percent' ? `${code.value} %` : formatMoney(code.value));

  return (
    <section className={styles.root} aria-labelledby="discount-codes-title" data-testid="discount-codes">
      <Subtitle1 as="h2" id="discount-codes-title">
        {t('paymentTab.codesTitle')}
      </Subtitle1>
      {codes.length === 0 ? (
        <Text>{t('paymentTab.noCodes')}</Text>
      ) : (
        <TableScroller label={t('paymentTab.codesTitle')} minWidth={520}>
          <Table size="small" aria-labelledby="discount-codes-title">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('paymentTab.code')}</TableHeaderCell>
                <TableHeaderCell>{t('paymentTab.discount')}</TableHeaderCell>
                <TableHeaderCell>{t('paymentTab.quantity')}</TableHeaderCell>
                <TableHeaderCell>{t('paymentTab.used')}</TableHeaderCell>
                <TableHeaderCell>{t('paymentTab.expiration')}</TableHeaderCell>
                {canUpdate ? <TableHeaderCell>{t('paymentTab.actions')}</TableHeaderCell> : null}
              </TableRow>
            </TableHeader>
            <TableBody>
              {codes.map((code, index) => (
                <TableRow key={`${code.code}-${index}`} data-testid={`discount-code-${code.code}`}>
                  <TableCell>{code.code}</TableCell>
                  <TableCell>{valueText(code)}</TableCell>
                  <TableCell>{code.quantity}</TableCell>
                  <TableCell>{uses[code.code] ?? 0}</TableCell>
                  <TableCell>{code.expirationDate ? formatDate(code.expirationDate.slice(0, 10)) : t('paymentTab.never')}</TableCell>
                  {canUpdate ? (
                    <TableCell>
                      <div className={styles.actions}>
                        <Tooltip content={t('paymentTab.editCode', { code: code.code })} relationship="label" showDelay={50} hideDelay={100}>
                          <Button appearance="subtle" icon={<EditRegular />} onClick={() => setEditing({ index })} />
                        </Tooltip>
                        <Tooltip content={t('paymentTab.deleteCode', { code: code.code })} relationship="label" showDelay={50} hideDelay={100}>
                          <Button appearance="subtle" icon={<DeleteRegular />} onClick={() => setCodes((list) => list.filter((_, at) => at !== index))} />
                        </Tooltip>
                      </div>
                    </TableCell>
                  ) : null}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableScroller>
      )}
      {listProblems.length > 0 ? (
        <Text role="alert" className={styles.error}>
          {t('checks.settings.discountCodesError')}
        </Text>
      ) : null}
      {canUpdate ? (
        <div>
          <Button icon={<AddRegular />} onClick={() => setEditing({ index: null })}>
            {t('paymentTab.addCode')}
          </Button>
        </div>
      ) : null}
      {editing ? (
        <CodeDialog
          codes={codes}
          uses={uses}
          index={editing.index}
          onClose={() => setEditing(null)}
          onSave={(code) => setCodes((list) => (editing.index === null ? [...list, code] : list.map((item, at) => (at === editing.index ? code : item))))}
        />
      ) : null}
    </section>
  );
}

/** Add or edit one code; its quantity may change freely: uses already counted stay with the server. */
function CodeDialog({ codes, uses, index, onClose, onSave }: { codes: DiscountCode[]; uses: Record<string, number>; index: number | null; onClose(): void; onSave(code: DiscountCode): void }) {
  const { t } = useTranslation(NAMESPACE);
  const [code, setCode] = useState<DiscountCode>(() => (index === null ? EMPTY_CODE : (codes[index] ?? EMPTY_CODE)));
  const [submitted, setSubmitted] = useState(false);
  const position = index ?? codes.length;
  const candidate = { ...code, code: normalizeDiscountCode(code.code) };
  const list = index === null ? [...codes, candidate] : codes.map((item, at) => (at === index ? candidate : item));
  const problems = discountCodeProblems(list);
  const own = (key: keyof DiscountCode) => problems.find((problem) => problem.path === `discountCodes[${position}].${key}`)?.message;
  const duplicate = problems.some((problem) => problem.path === 'discountCodes') ? 'payment.codeDuplicate' : undefined;
  const message = (key: string | undefined) => (submitted && key ? t(`checks.${key}`) : undefined);
  const used = uses[candidate.code] ?? 0;
  const mine = problems.some((problem) => problem.path.startsWith(`discountCodes[${position}]`)) || duplicate !== undefined;
  return (
    <FormDialog
      title={index === null ? t('paymentTab.addCode') : t('paymentTab.editCode', { code: codes[index]?.code ?? '' })}
      onClose={onClose}
      onSubmit={() => {
        setSubmitted(true);
        if (mine) return;
        onSave(candidate);
        onClose();
      }}
    >
      <Field label={t('paymentTab.code')} required validationMessage={message(own('code') ?? duplicate)}>
        <Input value={code.code} maxLength={50} onChange={(_, data) => setCode({ ...code, code: data.value.toUpperCase() })} />
      </Field>
      <Field label={t('paymentTab.discountType')}>
        <Select value={code.type} onChange={(_, data) => setCode({ ...code, type: data.value as DiscountType, value: 0 })}>
          <option value="percent">{t('paymentTab.percent')}</option>
          <option value="amount">{t('paymentTab.amount')}</option>
        </Select>
      </Field>
      <Field label={code.type === 'percent' ? t('paymentTab.discountPercent') : t('paymentTab.discountAmount')} required validationMessage={message(own('value'))}>
        <NumberTextInput
          key={code.type}
          inputMode="decimal"
          value={code.value}
          parse={code.type === 'percent' ? parseNumber : parseCents}
          format={code.type === 'percent' ? undefined : formatCents}
          onValue={(value) => setCode((current) => ({ ...current, value }))}
        />
      </Field>
      <Field label={t('paymentTab.quantity')} required hint={used > 0 ? t('paymentTab.usedHint', { count: used }) : t('paymentTab.quantityHint')} validationMessage={message(own('quantity'))}>
        <NumberTextInput inputMode="numeric" value={code.quantity} parse={parseNumber} onValue={(quantity) => setCode((current) => ({ ...current, quantity }))} />
      </Field>
      <Field label={t('paymentTab.expiration')} hint={t('paymentTab.expirationHint')} validationMessage={message(own('expirationDate'))}>
        <Input type="date" value={code.expirationDate?.slice(0, 10) ?? ''} onChange={(_, data) => setCode({ ...code, expirationDate: data.value === '' ? null : data.value })} />
      </Field>
    </FormDialog>
  );
}
