import { Suspense, lazy, useState } from 'react';
import { EmptyState, errorMessageKey, errorMessageOptions, LoadingState, Pagination, TableScroller, useCan, useIsNarrowScreen, useCurrentOrganization, useLanguage, useTranslation } from '@front-office/shared/platform';
import { useSearchParams } from '@front-office/shared/router';
import { makeStyles } from '@fluentui/react-components';
import { tokens, Button, MessageBar, MessageBarBody, Text, Title2 } from '@front-office/shared/ui';
import { AddRegular } from '@fluentui/react-icons';
import type { FormSummary } from '@front-office/shared/core';
import { PAGE_SIZE, localizedValue } from '@front-office/shared/core';
import type { PagePreloadContext } from '@front-office/shared/platform';
import { NAMESPACE } from '../../../i18n/namespace';
import { getFormsQueryOptions, useForms } from '../api/get-forms';
import { DeleteFormDialog } from './delete-form-dialog';
import { FormsTable } from './forms-table';

// The create and clone dialogs (with react-hook-form, yup and the create-form fields) are only
// downloaded when opened: the list shows without them (issue 13 §5).
const CreateFormDialog = lazy(async () => ({ default: (await import('./create-form-dialog')).CreateFormDialog }));
const CloneFormDialog = lazy(async () => ({ default: (await import('./clone-form-dialog')).CloneFormDialog }));

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalXL },
  header: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

/** The page number of the `page` search parameter: a positive integer, else 1. */
export function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** /registrations (spec 000 §2): the organization's forms, five per page, with their actions. */
export function FormsListPage() {
  const { t } = useTranslation(NAMESPACE);
  const styles = useStyles();
  const organization = useCurrentOrganization();
  // The shell's guard always provides one; the standalone host may not have it yet.
  if (!organization) {
    return (
      <section className={styles.root} data-testid="forms-list">
        <Title2 as="h1">{t('formsList.title')}</Title2>
        <Text>{t('formsList.noOrganization')}</Text>
      </section>
    );
  }
  // Keyed by the organization: a switch starts afresh (loading state, dialogs closed), so no row
  // or action of the previous organization stays on screen (issue 13 §4).
  return <FormsListOfOrganization key={organization.id} organizationId={organization.id} />;
}

/**
 * Issue 13 §5: the shell runs this while the page's code loads, so the list appears with its
 * rows (the same query key as `useForms`) instead of after a second spinner.
 */
export function preloadFormsList({ organizationId, searchParams, queryClient }: PagePreloadContext): Promise<void> {
  return queryClient.prefetchQuery(getFormsQueryOptions(organizationId, pageFrom(searchParams.get('page'))));
}

function FormsListOfOrganization({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation(NAMESPACE);
  const styles = useStyles();
  const isNarrow = useIsNarrowScreen();
  const language = useLanguage();
  const canCreate = useCan('FORM', 'write');
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFrom(searchParams.get('page'));
  const forms = useForms(organizationId, page);
  const [isCreating, setIsCreating] = useState(false);
  const [cloning, setCloning] = useState<FormSummary | null>(null);
  const [deleting, setDeleting] = useState<FormSummary | null>(null);

  const goToPage = (next: number) => {
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next <= 1) params.delete('page');
        else params.set('page', String(next));
        return params;
      },
    );
  };

  const createButton = canCreate ? (
    <Button appearance="primary" icon={<AddRegular />} onClick={() => setIsCreating(true)}>
      {t('formsList.create')}
    </Button>
  ) : undefined;

  return (
    <section className={styles.root} data-testid="forms-list">
      <div className={styles.header}>
        <Title2 as="h1">{t('formsList.title')}</Title2>
        {forms.isSuccess && forms.data.totalCount > 0 && createButton}
      </div>
      {forms.isPending && <LoadingState label={t('formsList.loading')} />}
      {forms.isError && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{t(errorMessageKey(forms.error), errorMessageOptions(forms.error))}</MessageBarBody>
        </MessageBar>
      )}
      {forms.isSuccess && forms.data.totalCount === 0 && <EmptyState message={t('formsList.empty')} action={createButton} />}
      {forms.isSuccess && forms.data.data.length > 0 && (
        isNarrow ? (
          <FormsTable forms={forms.data.data} language={language} onClone={setCloning} onDelete={setDeleting} asCards />
        ) : (
          <TableScroller label={t('formsList.title')}>
            <FormsTable forms={forms.data.data} language={language} onClone={setCloning} onDelete={setDeleting} />
          </TableScroller>
        )
      )}
      {forms.isSuccess && forms.data.totalCount > 0 && (
        <Pagination page={page} totalCount={forms.data.totalCount} pageSize={PAGE_SIZE.forms} onChange={goToPage} />
      )}
      <Suspense fallback={null}>
        {isCreating && <CreateFormDialog organizationId={organizationId} onClose={() => setIsCreating(false)} />}
        {cloning && (
          <CloneFormDialog
            organizationId={organizationId}
            formId={cloning.id}
            formName={localizedValue(cloning.name, language)}
            onClose={() => setCloning(null)}
          />
        )}
      </Suspense>
      {deleting && (
        <DeleteFormDialog
          organizationId={organizationId}
          form={{ id: deleting.id, name: localizedValue(deleting.name, language) }}
          onClose={() => setDeleting(null)}
          onDeleted={() => goToPage(1)}
        />
      )}
    </section>
  );
}
