import { useTranslation } from '@front-office/shared/platform';
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@front-office/shared/ui';
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
}

/** The forms list table (spec 000 §2): name, submissions, last update, edited by, actions. */
export function FormsTable({ forms, language, onClone, onDelete }: FormsTableProps) {
  const { t } = useTranslation(NAMESPACE);
  const now = new Date();
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
