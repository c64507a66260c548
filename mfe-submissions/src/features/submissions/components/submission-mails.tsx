import { errorMessageKey, errorMessageOptions, LoadingState, useCan, useTranslation } from '@front-office/shared/platform';
import { makeStyles } from '@fluentui/react-components';
import { tokens, Subtitle2, Text } from '@front-office/shared/ui';
import { NAMESPACE } from '../../../i18n/namespace';
import { useSubmissionMails } from '../api/get-submission-mails';
import { MailItem } from './mail-item';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/** Issue 19: the e-mails of the submission, newest first, with their delivery state. Shown to staff with FORM_SUBMISSION read, as the server requires. */
export function SubmissionMails({ organizationId, formId, submissionId }: { organizationId: string; formId: string; submissionId: string }) {
  const { t } = useTranslation(NAMESPACE);
  const styles = useStyles();
  const canRead = useCan('FORM_SUBMISSION', 'read');
  const mails = useSubmissionMails(organizationId, formId, submissionId, canRead);
  if (!canRead) return null;
  return (
    <section className={styles.root} aria-labelledby="submission-mails-title" data-testid="submission-mails">
      <Subtitle2 as="h2" id="submission-mails-title">
        {t('mails.title')}
      </Subtitle2>
      {mails.isPending && <LoadingState label={t('mails.loading')} />}
      {mails.isError && <Text role="alert">{t(errorMessageKey(mails.error), errorMessageOptions(mails.error))}</Text>}
      {mails.isSuccess && mails.data.length === 0 && <Text>{t('mails.empty')}</Text>}
      {mails.isSuccess && mails.data.length > 0 && (
        <ul className={styles.list} aria-labelledby="submission-mails-title">
          {mails.data.map((mail) => (
            <MailItem key={mail.id} mail={mail} />
          ))}
        </ul>
      )}
    </section>
  );
}
