import type { ReactElement } from 'react';
import { useCan, useTranslation } from '@front-office/shared/platform';
import { useHref, useNavigate } from '@front-office/shared/router';
import { makeStyles } from '@fluentui/react-components';
import { tokens, Button, Tooltip } from '@front-office/shared/ui';
import { CopyRegular, DeleteRegular, EditRegular, EyeRegular, TextBulletListSquareRegular } from '@fluentui/react-icons';
import { ROUTES, buildPath } from '@front-office/shared/core';
import { NAMESPACE } from '../../../i18n/namespace';

/** Spec 000 §2: every row action shows its tooltip after 50 ms and hides it 100 ms after leaving. */
export const TOOLTIP_DELAYS = { showDelay: 50, hideDelay: 100 } as const;

const useStyles = makeStyles({
  root: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'nowrap' },
});

function ActionTooltip({ content, children }: { content: string; children: ReactElement }) {
  // "description": the button keeps its own aria-label, which names the form.
  return (
    <Tooltip content={content} relationship="description" withArrow {...TOOLTIP_DELAYS}>
      {children}
    </Tooltip>
  );
}

export interface FormRowActionsProps {
  formId: string;
  formName: string;
  onClone: () => void;
  onDelete: () => void;
}

/** The five row actions of the forms list, each shown only with its right (spec 000 §6). */
export function FormRowActions({ formId, formName, onClone, onDelete }: FormRowActionsProps) {
  const { t } = useTranslation(NAMESPACE);
  const styles = useStyles();
  const navigate = useNavigate();
  const canReadSubmissions = useCan('FORM_SUBMISSION', 'read');
  const canReadForms = useCan('FORM', 'read');
  const canUpdateForms = useCan('FORM', 'update');
  const canWriteForms = useCan('FORM', 'write');
  const canDeleteForms = useCan('FORM', 'delete');
  const submissionsPath = buildPath(ROUTES.submissions, { formId });
  const editPath = buildPath(ROUTES.editForm, { formId });
  const previewHref = useHref(buildPath(ROUTES.preview, { formId }));
  const label = { name: formName };

  return (
    <div className={styles.root}>
      {canReadSubmissions && (
        <ActionTooltip content={t('formsList.tooltips.submissions')}>
          <Button
            appearance="subtle"
            icon={<TextBulletListSquareRegular />}
            aria-label={t('formsList.actions.submissions', label)}
            onClick={() => navigate(submissionsPath)}
          />
        </ActionTooltip>
      )}
      <ActionTooltip content={t('formsList.tooltips.preview')}>
        <Button
          as="a"
          appearance="subtle"
          icon={<EyeRegular />}
          href={previewHref}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('formsList.actions.preview', label)}
        />
      </ActionTooltip>
      {canReadForms && canUpdateForms && (
        <ActionTooltip content={t('formsList.tooltips.edit')}>
          <Button appearance="subtle" icon={<EditRegular />} aria-label={t('formsList.actions.edit', label)} onClick={() => navigate(editPath)} />
        </ActionTooltip>
      )}
      {canWriteForms && (
        <ActionTooltip content={t('formsList.tooltips.clone')}>
          <Button appearance="subtle" icon={<CopyRegular />} aria-label={t('formsList.actions.clone', label)} onClick={onClone} />
        </ActionTooltip>
      )}
      {canDeleteForms && (
        <ActionTooltip content={t('formsList.tooltips.delete')}>
          <Button appearance="subtle" icon={<DeleteRegular />} aria-label={t('formsList.actions.delete', label)} onClick={onDelete} />
        </ActionTooltip>
      )}
    </div>
  );
}
