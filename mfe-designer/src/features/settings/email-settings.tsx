import { useId } from 'react';
import { useTranslation } from '@front-office/shared/platform';
import { makeStyles, Input, Textarea } from '@fluentui/react-components';
import { tokens, Body1, Button, Field, Subtitle2, Tooltip } from '@front-office/shared/ui';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { textIn, withText } from '@front-office/shared/core';
import { NAMESPACE } from '../../i18n/namespace';
import type { SettingsValues } from './settings-values';

const useStyles = makeStyles({
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  fieldset: { border: 0, padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  emailRow: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalS },
  grow: { flex: '1 1 auto', minWidth: 0 },
  note: { margin: 0 },
});

/**
 * The settings dialog's e-mail part (issue 19 §5): where the notices go, the confirmation
 * e-mail's text in each language of the form, and the administrator e-mails (spec 001 §5: each
 * required and valid).
 */
export function EmailSettings({
  values,
  onChange,
  error,
}: {
  values: Pick<SettingsValues, 'emails' | 'emailText' | 'languages'>;
  onChange(change: Partial<Pick<SettingsValues, 'emails' | 'emailText'>>): void;
  error(key: string): string | undefined;
}) {
  const { t } = useTranslation(NAMESPACE);
  const styles = useStyles();
  const headingId = useId();
  const setEmail = (index: number, email: string) => onChange({ emails: values.emails.map((item, at) => (at === index ? email : item)) });

  return (
    <section className={styles.group} aria-labelledby={headingId} data-testid="email-settings">
      <Subtitle2 as="h3" id={headingId}>
        {t('settings.mail.title')}
      </Subtitle2>
      <Body1 as="p" className={styles.note}>{t('settings.mail.payerNotice')}</Body1>
      {values.languages.map((language) => (
        <Field
          key={language}
          label={t('settings.mail.text', { language: t(`designer.languages.${language}`) })}
          hint={t('settings.mail.textHint')}
          validationMessage={error(`emailText.${language}`)}
        >
          <Textarea value={textIn(values.emailText, language)} resize="vertical" rows={4} onChange={(_, data) => onChange({ emailText: withText(values.emailText, language, data.value) })} />
        </Field>
      ))}
      <fieldset className={styles.fieldset}>
        <legend>
          <Subtitle2>{t('settings.emails')}</Subtitle2>
        </legend>
        <Body1 as="p" className={styles.note}>{t('settings.mail.adminNotice')}</Body1>
        {values.emails.length === 0 ? <span>{t('settings.noEmails')}</span> : null}
        {values.emails.map((email, index) => (
          <div key={index} className={styles.emailRow}>
            <Field className={styles.grow} label={t('settings.email', { number: index + 1 })} required validationMessage={error(`emails.${index}`)}>
              <Input type="email" value={email} onChange={(_, data) => setEmail(index, data.value)} />
            </Field>
            <Tooltip content={t('settings.removeEmail', { number: index + 1 })} relationship="label" showDelay={50} hideDelay={100}>
              <Button appearance="subtle" icon={<DeleteRegular />} onClick={() => onChange({ emails: values.emails.filter((_, at) => at !== index) })} />
            </Tooltip>
          </div>
        ))}
        <div>
          <Button icon={<AddRegular />} onClick={() => onChange({ emails: [...values.emails, ''] })}>
            {t('settings.addEmail')}
          </Button>
        </div>
      </fieldset>
    </section>
  );
}
