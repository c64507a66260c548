import { useCallback, useMemo, useRef, useState } from 'react';
import { ApiError, ConfirmDialog, errorMessageKey, errorMessageOptions, LoadingState, useCan, useCurrentOrganization, useToast, useTranslation } from '@front-office/shared/platform';
import { useNavigate, useParams } from '@front-office/shared/router';
import { makeStyles } from '@fluentui/react-components';
import { tokens, Button, MessageBar, MessageBarBody, Subtitle2, Text, Title2 } from '@front-office/shared/ui';
import { ArrowLeftRegular, DeleteRegular, EditRegular, SaveRegular } from '@fluentui/react-icons';
import type { FormContent, FormValues } from '@front-office/shared/core';
import { ROUTES, buildPath, createRulesEngine, formatDate, fromSubmissionFields, parseFormContent, toSubmissionFields } from '@front-office/shared/core';
import { NAMESPACE } from '../../../i18n/namespace';
import { useDeleteSubmission } from '../api/delete-submission';
import { useSubmissionDetails } from '../api/get-submission-details';
import type { SubmissionDetails } from '../api/types';
import { useUpdateSubmission } from '../api/update-submission';
import { actionErrorKey } from '../utils/action-error-key';
import { AnswersView } from './answers-view';
import { HistoryList } from './history-list';
import { RefundDialog } from './refund-dialog';
import { SubmissionMails } from './submission-mails';
import { SummaryPanel } from './summary-panel';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalXL, minWidth: 0 },
  header: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  layout: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) 400px',
    gap: tokens.spacingHorizontalXL,
    alignItems: 'start',
    // The 400 px summary (spec 000 §9) goes below the answers on small screens.
    '@media (max-width: 960px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  main: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
});

/** /registrations/submissions/:formId/:submissionId (spec 000 §2 submission detail). */
export function SubmissionDetailPage() {
  const { t } = useTranslation(NAMESPACE);
  const styles = useStyles();
  const organization = useCurrentOrganization();
  const { formId, submissionId } = useParams<{ formId: string; submissionId: string }>();
  if (!organization || !formId || !submissionId) {
    return (
      <section className={styles.root} data-testid="submission-detail">
        <Title2 as="h1">{t('pages.SubmissionDetail')}</Title2>
        <Text>{t('noOrganization')}</Text>
      </section>
    );
  }
  return <SubmissionOfForm organizationId={organization.id} formId={formId} submissionId={submissionId} />;
}

function SubmissionOfForm({ organizationId, formId, submissionId }: { organizationId: string; formId: string; submissionId: string }) {
  const { t } = useTranslation(NAMESPACE);
  const styles = useStyles();
  const navigate = useNavigate();
  const details = useSubmissionDetails(organizationId, formId, submissionId);
  const back = () => navigate(buildPath(ROUTES.submissions, { formId }));

  return (
    <section className={styles.root} data-testid="submission-detail">
      {details.isPending && (
        <>
          <Title2 as="h1">{t('pages.SubmissionDetail')}</Title2>
          <LoadingState label={t('detail.loading')} />
        </>
      )}
      {details.isError && (
        <>
          <Title2 as="h1">{t('pages.SubmissionDetail')}</Title2>
          <MessageBar intent="error" role="alert">
            <MessageBarBody>{details.error instanceof ApiError && details.error.status === 404 ? t('detail.notFound') : t(errorMessageKey(details.error), errorMessageOptions(details.error))}</MessageBarBody>
          </MessageBar>
          <div>
            <Button icon={<ArrowLeftRegular />} onClick={back}>
              {t('detail.back')}
            </Button>
          </div>
        </>
      )}
      {details.isSuccess && <SubmissionView organizationId={organizationId} formId={formId} details={details.data} onBack={back} />}
    </section>
  );
}

interface SubmissionViewProps {
  organizationId: string;
  formId: string;
  details: SubmissionDetails;
  onBack: () => void;
}

function SubmissionView({ organizationId, formId, details, onBack }: SubmissionViewProps) {
  const { t } = useTranslation(NAMESPACE);
  const styles = useStyles();
  const toast = useToast();
  const { submission } = details;
  const canUpdate = useCan('FORM_SUBMISSION', 'update');
  const canDelete = useCan('FORM_SUBMISSION', 'delete');
  const update = useUpdateSubmission(organizationId, formId, submission.id);
  const deletion = useDeleteSubmission(organizationId, formId, submission.id);

  const content = useMemo<FormContent | null>(() => {
    const parsed = parseFormContent(details.form.content);
    return parsed.ok ? parsed.content : null;
  }, [details.form.content]);
  const stored = useMemo<FormValues>(() => (content ? fromSubmissionFields(content, submission.fields) : {}), [content, submission.fields]);

  const [isEditing, setIsEditing] = useState(false);
  const [draft, setDraft] = useState<FormValues | null>(null);
  const [files, setFiles] = useState<Record<string, File>>({});
  // Bumped to remount the renderer on the stored answers (after Cancel or Save).
  const [resetKey, setResetKey] = useState(0);
  const [isDeleting, setIsDeleting] = useState(false);
  const [isRefunding, setIsRefunding] = useState(false);
  const validateRef = useRef<(() => boolean) | null>(null);
  const date = formatDate(submission.date);

  // A file chosen in the form replaces the stored one under the field's (or copy's) key.
  const chooseFile = useCallback((key: string, file: File | null) => {
    setFiles((current) => {
      const { [key]: _dropped, ...others } = current;
      return file ? { ...others, [key]: file } : others;
    });
  }, []);

  const leaveEditMode = () => {
    setIsEditing(false);
    setDraft(null);
    setFiles({});
    setResetKey((key) => key + 1);
  };

  const save = () => {
    if (!content) return;
    if (validateRef.current && !validateRef.current()) {
      toast.error(t('update.invalidAnswers'));
      return;
    }
    const values = draft ?? stored;
    const fields = toSubmissionFields(content, values, createRulesEngine(content).evaluate(values).states);
    update.mutate(
      { fields, files },
      {
        onSuccess: () => {
          toast.success(t('update.success'));
          leaveEditMode();
        },
        onError: (error) => toast.error(t(actionErrorKey(error, 'update'))),
      },
    );
  };

  const confirmDelete = () => {
    deletion.mutate(submission.payment?.paymentIntentId ?? null, {
      onSuccess: () => {
        toast.success(t('delete.success'));
        setIsDeleting(false);
        onBack();
      },
      onError: (error) => {
        toast.error(t(actionErrorKey(error, 'delete')));
        setIsDeleting(false);
      },
    });
  };

  return (
    <>
      <div className={styles.header}>
        <Title2 as="h1">{t('detail.title', { date })}</Title2>
        <div className={styles.actions}>
          <Button icon={<ArrowLeftRegular />} onClick={onBack}>
            {t('detail.back')}
          </Button>
          {canUpdate && !isEditing && (
            <Button appearance="primary" icon={<EditRegular />} onClick={() => setIsEditing(true)} disabled={!content}>
              {t('detail.edit')}
            </Button>
          )}
          {canUpdate && isEditing && (
            <>
              <Button appearance="primary" icon={<SaveRegular />} onClick={save} disabled={update.isPending}>
                {t('detail.save')}
              </Button>
              <Button onClick={leaveEditMode} disabled={update.isPending}>
                {t('detail.cancel')}
              </Button>
            </>
          )}
          {canDelete && (
            <Button icon={<DeleteRegular />} onClick={() => setIsDeleting(true)} disabled={isEditing}>
              {t('detail.delete')}
            </Button>
          )}
        </div>
      </div>
      {isEditing && (
        <MessageBar intent="info">
          <MessageBarBody>{t('detail.editing')}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.layout}>
        <div className={styles.main}>
          <section aria-labelledby="submission-answers-title">
            <Subtitle2 as="h2" id="submission-answers-title">
              {t('detail.answers')}
            </Subtitle2>
            {content && (
              <AnswersView
                key={`${resetKey}-${isEditing ? 'edit' : 'read'}`}
                content={content}
                values={draft ?? stored}
                readOnly={!isEditing}
                onChange={setDraft}
                validateRef={validateRef}
                onFile={chooseFile}
              />
            )}
          </section>
          <HistoryList organizationId={organizationId} formId={formId} submissionId={submission.id} content={content} />
          <SubmissionMails organizationId={organizationId} formId={formId} submissionId={submission.id} />
        </div>
        <SummaryPanel organizationId={organizationId} formId={formId} submission={submission} onRefund={canUpdate ? () => setIsRefunding(true) : undefined} canRetry={canUpdate} />
      </div>
      <ConfirmDialog
        open={isDeleting}
        title={t('delete.title')}
        message={t('delete.message', { date })}
        confirmLabel={t('confirm.delete', { ns: 'common' })}
        onConfirm={confirmDelete}
        onCancel={() => setIsDeleting(false)}
        busy={deletion.isPending}
      />
      {isRefunding && submission.payment && <RefundDialog organizationId={organizationId} formId={formId} payment={submission.payment} onClose={() => setIsRefunding(false)} />}
    </>
  );
}
