import { useId, useState } from 'react';
import { Pagination, useCan, useLanguage, useTranslation } from '@front-office/shared/platform';
import { Link as RouterLink } from '@front-office/shared/router';
import { makeStyles } from '@fluentui/react-components';
import { tokens, Button, Caption1, MessageBar, MessageBarActions, MessageBarBody, Subtitle2 } from '@front-office/shared/ui';
import { ROUTES, buildPath, localizedValue } from '@front-office/shared/core';
import { NAMESPACE } from '../../../i18n/namespace';
import { FAILED_MAILS_PAGE_SIZE, useFailedMails } from '../api/get-failed-mails';
import { MailItem } from './mail-item';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/**
 * Issue 19: a notice when e-mails of the organization could not be delivered (failed for good, or
 * suppressed by a sending limit), and their list, a page at a time, each with its form's name and
 * a link to its submission. Asked only with FORM_SUBMISSION read, the right the server requires.
 */
export function FailedMailsNotice({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation(NAMESPACE);
  const styles = useStyles();
  const listId = useId();
  const language = useLanguage();
  const [isOpen, setIsOpen] = useState(false);
  const [page, setPage] = useState(1);
  const canRead = useCan('FORM_SUBMISSION', 'read');
  const failed = useFailedMails(organizationId, page, canRead);
  // The submissions are this page's job: a check that could not run says so quietly, without an alert.
  if (failed.isError) return <Caption1>{t('mails.failedUnknown')}</Caption1>;
  if (!canRead || !failed.isSuccess || failed.data.totalCount === 0) return null;
  return (
    <div className={styles.root} data-testid="failed-mails">
      <MessageBar intent="warning">
        <MessageBarBody>{t('mails.failedNotice', { count: failed.data.totalCount })}</MessageBarBody>
        <MessageBarActions>
          <Button aria-expanded={isOpen} aria-controls={listId} onClick={() => setIsOpen((open) => !open)}>
            {isOpen ? t('mails.hide') : t('mails.show')}
          </Button>
        </MessageBarActions>
      </MessageBar>
      {isOpen && (
        <section id={listId} className={styles.root} aria-labelledby={`${listId}-title`}>
          <Subtitle2 as="h2" id={`${listId}-title`}>
            {t('mails.failedTitle')}
          </Subtitle2>
          <ul className={styles.list} aria-labelledby={`${listId}-title`}>
            {failed.data.data.map((mail) => (
              <MailItem
                key={mail.id}
                mail={mail}
                action={
                  <>
                    <Caption1>{t('mails.ofForm', { name: localizedValue(mail.formName, language) })}</Caption1>
                    {mail.formId && mail.submissionId && (
                      <RouterLink to={buildPath(ROUTES.submission, { formId: mail.formId, submissionId: mail.submissionId })} aria-label={t('mails.openSubmissionLabel', { recipient: mail.recipient })}>
                        {t('mails.openSubmission')}
                      </RouterLink>
                    )}
                  </>
                }
              />
            ))}
          </ul>
          <Pagination page={page} totalCount={failed.data.totalCount} pageSize={FAILED_MAILS_PAGE_SIZE} onChange={setPage} />
        </section>
      )}
    </div>
  );
}
