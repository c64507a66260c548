import { useTranslation } from '@front-office/shared/platform';
import { makeStyles } from '@fluentui/react-components';
import { tokens, Caption1, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@front-office/shared/ui';
import type { FormSummary, Language } from '@front-office/shared/core';
import { formatRelativeTime, localizedValue } from '@front-office/shared/core';
import { NAMESPACE } from '../../../i18n/namespace';
import { submissionsLabel } from '../utils/submissions-label';
import { FormRowActions } from './form-row-actions';

export interface FormsTableProps {
  forms: FormSummary[];
  language: Language;
  onClone: (form: FormSummary) => void;
  onDelete: (form: FormSummary) => void;
  /** A phone: each form a card with its actions in view, instead of a table whose last column scrolled off-screen. */
  asCards?: boolean;
}

const useStyles = makeStyles({
  cards: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: tokens.spacingVerticalS,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    overflowWrap: 'anywhere',
  },
  name: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  details: { color: tokens.colorNeutralForeground3 },
});

/** The forms list table (spec 000 §2): name, submissions, last update, edited by, actions. */
export function FormsTable({ forms, language, onClone, onDelete, asCards = false }: FormsTableProps) {
  const { t } = useTranslation(NAMESPACE);
  const styles = useStyles();
  const now = new Date();
  if (asCards) {
    return (
      <ul className={styles.cards} aria-label={t('formsList.title')}>
        {forms.map((form) => {
          const name = localizedValue(form.name, language);
          return (
            <li key={form.id} className={styles.card} data-testid={`form-card-${form.id}`}>
              <h2 className={styles.name}>{name}</h2>
              <Caption1 className={styles.details}>
                {t('formsList.cardSubmissions', { number: submissionsLabel(form) })} · <time dateTime={form.modificationDate}>{formatRelativeTime(form.modificationDate, language, now)}</time>
                {form.editedBy ? ` · ${t('formsList.editedBy', { firstName: form.editedBy.firstName, name: form.editedBy.name })}` : ''}
              </Caption1>
              <FormRowActions formId={form.id} formName={name} onClone={() => onClone(form)} onDelete={() => onDelete(form)} />
            </li>
          );
        })}
      </ul>
    );
  }
  return (
    <Table aria-label={t('formsList.title')}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t('formsList.columns.name')}</TableHeaderCell>
          <TableHeaderCell>{t('formsList.columns.submissions')}</TableHeaderCell>
          <TableHeaderCell>{t('formsList.columns.lastUpdate')}</TableHeaderCell>
          <TableHeaderCell>{t('formsList.columns.editedBy')}</TableHeaderCell>
          <TableHeaderCell>{t('formsList.columns.actions')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {forms.map((form) => {
          const name = localizedValue(form.name, language);
          return (
            <TableRow key={form.id}>
              <TableCell>{name}</TableCell>
              <TableCell>{submissionsLabel(form)}</TableCell>
              <TableCell>
                <time dateTime={form.modificationDate}>{formatRelativeTime(form.modificationDate, language, now)}</time>
              </TableCell>
              <TableCell>{form.editedBy ? t('formsList.editedBy', { firstName: form.editedBy.firstName, name: form.editedBy.name }) : ''}</TableCell>
              <TableCell>
                <FormRowActions formId={form.id} formName={name} onClone={() => onClone(form)} onDelete={() => onDelete(form)} />
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
