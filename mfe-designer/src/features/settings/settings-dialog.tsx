import { useId, useState } from 'react';
import { fileUrl, useCan, useImagePicker, useTranslation, usePaymentAccounts } from '@front-office/shared/platform';
import { makeStyles, Checkbox, Input, Select, Switch } from '@fluentui/react-components';
import { tokens, Avatar, Button, Caption1, Field, MessageBar, MessageBarBody, Spinner, Subtitle2 } from '@front-office/shared/ui';
import { ImageAddRegular } from '@fluentui/react-icons';
import { FORM_STATUSES, LANGUAGES, addLanguage, addToLocalizations, removeLanguage, textIn } from '@front-office/shared/core';
import type { FormStatus, Language } from '@front-office/shared/core';
import { NAMESPACE } from '../../i18n/namespace';
import { useDesigner } from '../designer/components/designer-context';
import { FormDialog } from '../designer/components/form-dialog';
import { LocalizedInputs } from '../designer/components/localized-inputs';
import type { Draft } from '../designer/state/designer-state';
import { EmailSettings } from './email-settings';
import { applySettingsValues, settingsValuesOf } from './settings-values';
import type { SettingsErrors, SettingsValues } from './settings-values';

const useStyles = makeStyles({
  avatarRow: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  pair: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))', gap: tokens.spacingHorizontalM },
  languages: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  fieldset: { border: 0, padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  legend: { padding: 0, marginBottom: tokens.spacingVerticalXXS },
  hint: { margin: 0, color: tokens.colorNeutralForeground3 },
  error: { margin: 0, color: tokens.colorPaletteRedForeground1 },
});

/**
 * The form settings dialog (spec 001 §2, §5; issue 10 §2), opened by the header's pencil: logo,
 * name (4 to 100), languages, status, start and end, limit, e-mails (issue 19 §5: where notices
 * go, the confirmation text per language, the administrator e-mails), reCAPTCHA and payment. Its Save applies to the draft (one undo step); the designer's Save stores it.
 */
export function SettingsDialog({ draft, avatar, onAvatar, onClose }: { draft: Draft; avatar: File | undefined; onAvatar(file: File | undefined): void; onClose(): void }) {
  const { t } = useTranslation(NAMESPACE);
  const styles = useStyles();
  const { form, applyDraft } = useDesigner();
  const canReadAccounts = useCan('PAYMENT_ACCOUNTS', 'read');
  const accounts = usePaymentAccounts(form.organizationId, canReadAccounts);
  const [values, setValues] = useState<SettingsValues>(() => settingsValuesOf(draft.settings, draft.name, draft.localizations));
  const [errors, setErrors] = useState<SettingsErrors>({});
  const picker = useImagePicker();
  const languagesNoteId = useId();
  const set = <K extends keyof SettingsValues>(key: K, value: SettingsValues[K]) => setValues((current) => ({ ...current, [key]: value }));
  const error = (key: string) => (errors[key] ? t(`checks.${errors[key]}`) : undefined);
  const preview = picker.preview ?? (avatar ? undefined : form.avatar ? fileUrl(form.avatar) : undefined);
  const accountIds = accounts.data ? accounts.data.map((account) => account.id) : null;

  const submit = () => {
    const checked = applySettingsValues(values, draft.settings, accountIds);
    setErrors(checked.errors);
    if (Object.keys(checked.errors).length > 0) return;
    const first = draft.localizations[0] ?? 'en';
    const unchanged = values.languages.length === draft.localizations.length && values.languages.every((code) => draft.localizations.includes(code));
    const sameName = draft.localizations.every((culture) => textIn(values.name, culture).trim() === textIn(draft.name, culture));
    if (unchanged && sameName && JSON.stringify(checked.settings) === JSON.stringify(draft.settings) && !picker.file) {
      // Nothing changed: no undo step, no unsaved badge.
      onClose();
      return;
    }
    applyDraft((current) => {
      let content = current.content;
      let localizations = current.localizations;
      for (const language of values.languages.filter((code) => !localizations.includes(code))) {
        content = addLanguage(content, language, first);
        localizations = addToLocalizations(localizations, language);
      }
      for (const language of localizations.filter((code) => !values.languages.includes(code))) content = removeLanguage(content, language);
      localizations = localizations.filter((code) => values.languages.includes(code));
      const name = localizations.map((culture) => ({ culture, value: (textIn(values.name, culture) || textIn(values.name, first)).trim() }));
      return { ...current, content, localizations, name, settings: checked.settings };
    });
    if (picker.file) onAvatar(picker.file);
    onClose();
  };

  const toggleLanguage = (language: Language, checked: boolean) =>
    set('languages', checked ? LANGUAGES.filter((code) => code === language || values.languages.includes(code)) : values.languages.filter((code) => code !== language));

  return (
    <FormDialog title={t('settings.title')} onClose={onClose} onSubmit={submit}>
      <div className={styles.group} data-testid="settings-dialog">
        <Field label={t('createForm.avatar')} validationMessage={picker.problem ? t(picker.problem === 'size' ? 'createForm.avatarSize' : 'createForm.avatarType') : undefined}>
          <div className={styles.avatarRow}>
            <Avatar size={72} shape="square" aria-label={t('createForm.avatarPreview')} image={preview ? { src: preview, alt: t('createForm.avatarPreview') } : undefined} />
            <Button icon={<ImageAddRegular />} onClick={picker.open}>
              {t('createForm.chooseAvatar')}
            </Button>
            <input {...picker.inputProps} aria-label={t('createForm.chooseAvatar')} />
          </div>
        </Field>
        <LocalizedInputs
          value={values.name}
          languages={values.languages}
          label={(language) => t('designer.properties.name', { language: t(`designer.languages.${language}`) })}
          onChange={(name) => set('name', name)}
          required
          error={(language) => error(`name.${language}`)}
        />
        {/* A group, not a Field: a Field gives its one control id to every checkbox in it. */}
        <fieldset className={styles.fieldset} aria-describedby={languagesNoteId}>
          <legend className={styles.legend}>{t('settings.languages')}</legend>
          <div className={styles.languages}>
            {LANGUAGES.map((language) => (
              <Checkbox key={language} label={t(`designer.languages.${language}`)} checked={values.languages.includes(language)} onChange={(_, data) => toggleLanguage(language, data.checked === true)} />
            ))}
          </div>
          <div id={languagesNoteId}>
            {error('languages') ? (
              <Caption1 as="p" className={styles.error}>
                {error('languages')}
              </Caption1>
            ) : null}
            <Caption1 as="p" className={styles.hint}>
              {t('settings.languagesHint')}
            </Caption1>
          </div>
        </fieldset>
        <Field label={t('settings.status')} hint={t('settings.statusHint')}>
          <Select value={String(values.status)} onChange={(_, data) => set('status', Number(data.value) as FormStatus)}>
            {FORM_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`settings.statuses.${status}`)}
              </option>
            ))}
          </Select>
        </Field>
        <div className={styles.pair}>
          <Field label={t('settings.start')} validationMessage={error('start')}>
            <Input type="datetime-local" value={values.start} onChange={(_, data) => set('start', data.value)} />
          </Field>
          <Field label={t('settings.end')} validationMessage={error('end')}>
            <Input type="datetime-local" value={values.end} onChange={(_, data) => set('end', data.value)} />
          </Field>
        </div>
        <Field label={t('settings.limit')} hint={t('settings.limitHint')} validationMessage={error('limit')}>
          <Input type="number" min={0} step={1} inputMode="numeric" value={values.limit} onChange={(_, data) => set('limit', data.value)} />
        </Field>
        <EmailSettings values={values} onChange={(change) => setValues((current) => ({ ...current, ...change }))} error={error} />
        <Switch label={t('settings.recaptcha')} checked={values.recaptchaEnabled} onChange={(_, data) => set('recaptchaEnabled', data.checked)} />
        <Subtitle2 as="h3">{t('settings.payment')}</Subtitle2>
        <Switch label={t('settings.paymentEnabled')} checked={values.paymentEnabled} onChange={(_, data) => set('paymentEnabled', data.checked)} />
        {values.paymentEnabled ? (
          <>
            <Switch label={t('settings.paymentOptional')} checked={values.paymentOptional} onChange={(_, data) => set('paymentOptional', data.checked)} />
            <AccountField values={values} accounts={accounts} canRead={canReadAccounts} error={error('paymentAccount')} onChange={(id) => set('paymentAccount', id)} />
          </>
        ) : null}
        <Field label={t('settings.fixedAmount', { currency: form.currency.toUpperCase() })} hint={t('settings.fixedAmountHint')} validationMessage={error('fixedAmount')}>
          <Input inputMode="decimal" value={values.fixedAmount} onChange={(_, data) => set('fixedAmount', data.value)} />
        </Field>
        {errors.payment ? (
          <MessageBar intent="error" role="alert" data-testid="settings-refused">
            <MessageBarBody>{t(`checks.${errors.payment}`)}</MessageBarBody>
          </MessageBar>
        ) : null}
      </div>
    </FormDialog>
  );
}

function AccountField({
  values,
  accounts,
  canRead,
  error,
  onChange,
}: {
  values: SettingsValues;
  accounts: ReturnType<typeof usePaymentAccounts>;
  canRead: boolean;
  error: string | undefined;
  onChange(id: string): void;
}) {
  const { t } = useTranslation(NAMESPACE);
  if (canRead && accounts.isPending) return <Spinner size="tiny" label={t('settings.accountsLoading')} />;
  const list = accounts.data ?? [];
  // An account the server cannot charge through (SportsPay outside sample mode): say so before a visitor finds out.
  const unavailable = list.find((account) => account.id === values.paymentAccount)?.cardPaymentsAvailable === false;
  const hint = !canRead
    ? t('settings.accountsHidden')
    : accounts.isError
      ? t('settings.accountsError')
      : list.length === 0
        ? t('checks.settings.noPaymentAccounts')
        : unavailable
          ? t('settings.accountSampleOnly')
          : undefined;
  const known = list.some((account) => account.id === values.paymentAccount);
  return (
    <Field label={t('settings.paymentAccount')} required hint={hint} validationMessage={error}>
      <Select value={values.paymentAccount} onChange={(_, data) => onChange(data.value)}>
        <option value="">{t('settings.chooseAccount')}</option>
        {values.paymentAccount !== '' && !known ? <option value={values.paymentAccount}>{values.paymentAccount}</option> : null}
        {list.map((account) => (
          <option key={account.id} value={account.id}>
            {account.account_name || account.type} ({account.stripe_user_id})
          </option>
        ))}
      </Select>
    </Field>
  );
}
