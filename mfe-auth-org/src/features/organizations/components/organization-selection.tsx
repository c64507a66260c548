import { useEffect, useState } from 'react';
import { EmptyState, errorMessageKey, errorMessageOptions, LoadingState, useOrganizations, useToast, useTranslation } from '@front-office/shared/platform';
import { useSearchParams } from '@front-office/shared/router';
import { CREATE_ORGANIZATION_PARAM } from '@front-office/shared/core';
import { AddRegular } from '@fluentui/react-icons';
import { makeStyles } from '@fluentui/react-components';
import { tokens, Button, MessageBar, MessageBarActions, MessageBarBody, Title2 } from '@front-office/shared/ui';
import { NAMESPACE } from '../../../i18n/namespace';
import { useChooseOrganization } from '../api/choose-organization';
import { sortOrganizationsByName } from '../utils/sort-organizations-by-name';
import { CreateOrganizationDialog } from './create-organization-dialog';
import { OrganizationCard } from './organization-card';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalXL },
  header: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  // Spec 000 §6: the organization grid has 2 columns on small screens and 3 on larger ones.
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalL,
    '@media (min-width: 768px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

/** The organization chooser (/organization-selection). */
export function OrganizationSelection() {
  const styles = useStyles();
  const { t } = useTranslation(NAMESPACE);
  const toast = useToast();
  const organizations = useOrganizations({ select: sortOrganizationsByName });
  const choice = useChooseOrganization({ onError: (error) => toast.error(t(errorMessageKey(error), errorMessageOptions(error))) });
  const [isCreating, setIsCreating] = useState(false);
  const [searchParams, setSearchParams] = useSearchParams();
  const shouldOpenCreate = searchParams.get(CREATE_ORGANIZATION_PARAM) === '1';

  // The shell's switcher asks for the dialog with ?create=1 (adjusting state while rendering,
  // as React advises over an effect); the parameter is then dropped so a reload or Back does
  // not reopen it.
  if (shouldOpenCreate && !isCreating) setIsCreating(true);
  useEffect(() => {
    if (!shouldOpenCreate) return;
    setSearchParams(
      (params) => {
        params.delete(CREATE_ORGANIZATION_PARAM);
        return params;
      },
      { replace: true },
    );
  }, [shouldOpenCreate, setSearchParams]);

  return (
    <section className={styles.root} data-testid="organization-selection">
      <div className={styles.header}>
        <Title2 as="h1">{t('selection.title')}</Title2>
        <Button appearance="primary" icon={<AddRegular />} onClick={() => setIsCreating(true)}>
          {t('selection.add')}
        </Button>
      </div>
      {organizations.isPending && <LoadingState label={t('selection.loading')} />}
      {organizations.isError && (
        <MessageBar intent="error">
          <MessageBarBody>{t(errorMessageKey(organizations.error), errorMessageOptions(organizations.error))}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => void organizations.refetch()}>{t('errors.retry', { ns: 'common' })}</Button>
          </MessageBarActions>
        </MessageBar>
      )}
      {organizations.isSuccess && organizations.data.length === 0 && <EmptyState message={t('selection.empty')} />}
      {organizations.isSuccess && organizations.data.length > 0 && (
        <div className={styles.grid}>
          {organizations.data.map((organization) => (
            <OrganizationCard
              key={organization.id}
              organization={organization}
              isChoosing={choice.isPending && choice.variables.id === organization.id}
              isDisabled={choice.isPending}
              choosingLabel={t('selection.choosing', { name: organization.name })}
              onChoose={(chosen) => choice.mutate(chosen)}
            />
          ))}
        </div>
      )}
      <CreateOrganizationDialog open={isCreating} onOpenChange={setIsCreating} />
    </section>
  );
}
