import { useMemo, useState } from 'react';
import { ApiError, EmptyState, LoadingState, useCan, useLanguage, useToast, useTranslation } from '@front-office/shared/platform';
import { Controller, useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { object } from 'yup';
import { Navigate, Link as RouterLink, useNavigate, useParams } from '@front-office/shared/router';
import { makeStyles, Checkbox, Input } from '@fluentui/react-components';
import { tokens, Body1, Button, Caption1, Field, MessageBar, MessageBarBody, Spinner, Subtitle2, Title2 } from '@front-office/shared/ui';
import { ArrowDownRegular, ArrowUpRegular, ChevronDownRegular, ChevronRightRegular } from '@fluentui/react-icons';
import type { Language, Organization, ReportEditorState, ReportEditorSection } from '@front-office/shared/core';
import {
  GENERAL_COLUMN_LABELS,
  REPORT_GENERAL_COLUMNS,
  ROUTES,
  buildPath,
  checkedReportFieldCount,
  editorStateFromForm,
  moveReportField,
  parseFormContent,
  reportContentFromEditor,
  reportNameSchema,
  setAllReportFieldsChecked,
  setReportFieldChecked,
} from '@front-office/shared/core';
import { NAMESPACE } from '../../../i18n/namespace';
import { useReport } from '../api/get-report';
import { useReportForm } from '../api/get-report-form';
import { useSaveReport } from '../api/save-report';
import type { ReportFormDetails, SavedReport } from '../api/types';
import { useReportDownload } from '../hooks/use-report-download';
import { newId } from '../utils/new-id';
import { OrganizationPage, QueryError, usePageStyles } from './page-states';

const useStyles = makeStyles({
  nameRow: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  name: { flexGrow: 1, minWidth: '12rem', maxWidth: '32rem' },
  step: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  section: { borderLeft: `${tokens.strokeWidthThick} solid ${tokens.colorNeutralStroke2}`, paddingLeft: tokens.spacingHorizontalM, minWidth: 0 },
  fields: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  field: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS, minWidth: 0 },
  fieldLabel: { minWidth: 0, overflowWrap: 'anywhere' },
  moves: { display: 'flex', flexShrink: 0 },
  footer: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
});

const nameFormSchema = object({ name: reportNameSchema });
type NameValues = { name: string };

function SectionFields({
  section,
  canChange,
  onCheck,
  onMove,
}: {
  section: ReportEditorSection;
  canChange: boolean;
  onCheck: (fieldId: string, checked: boolean) => void;
  onMove: (fieldId: string, direction: 'up' | 'down') => void;
}) {
  const styles = useStyles();
  const { t } = useTranslation(NAMESPACE);
  const [open, setOpen] = useState(true);
  const listId = `report-section-${section.id}`;
  return (
    <div className={styles.section}>
      <Button
        appearance="transparent"
        icon={open ? <ChevronDownRegular /> : <ChevronRightRegular />}
        aria-expanded={open}
        aria-controls={listId}
        aria-label={open ? t('editor.collapse', { name: section.name }) : t('editor.expand', { name: section.name })}
        onClick={() => setOpen((value) => !value)}
      >
        <Subtitle2>{section.name}</Subtitle2>
      </Button>
      {section.multiple && <Caption1>{t('editor.repeatable')}</Caption1>}
      <ul id={listId} className={styles.fields} hidden={!open} aria-label={section.name}>
        {section.fields.map((line, index) => (
          <li key={line.field.id} className={styles.field} data-testid={`report-field-${line.field.id}`}>
            <Checkbox
              className={styles.fieldLabel}
              checked={line.checked}
              disabled={!canChange}
              label={line.field.text || line.field.id}
              onChange={(_event, data) => onCheck(line.field.id, data.checked === true)}
            />
            {canChange && (
              <span className={styles.moves}>
                <Button
                  appearance="subtle"
                  size="small"
                  icon={<ArrowUpRegular />}
                  aria-label={t('editor.moveUp', { name: line.field.text })}
                  disabled={index === 0}
                  onClick={() => onMove(line.field.id, 'up')}
                />
                <Button
                  appearance="subtle"
                  size="small"
                  icon={<ArrowDownRegular />}
                  aria-label={t('editor.moveDown', { name: line.field.text })}
                  disabled={index === section.fields.length - 1}
                  onClick={() => onMove(line.field.id, 'down')}
                />
              </span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

interface EditorProps {
  organization: Organization;
  form: ReportFormDetails;
  report: SavedReport | null;
  language: Language;
}

function Editor({ organization, form, report, language }: EditorProps) {
  const styles = useStyles();
  const pageStyles = usePageStyles();
  const { t } = useTranslation(NAMESPACE);
  const toast = useToast();
  const navigate = useNavigate();
  const canWrite = useCan('REPORT', 'write');
  const canUpdate = useCan('REPORT', 'update');
  const isCreate = report === null;
  // Spec 001 §6: write adds a report, update changes one.
  const canChange = isCreate ? canWrite : canUpdate;
  const [id] = useState(() => report?.id ?? newId());
  const culture: Language = report?.culture ?? language;
  const content = useMemo(() => {
    const parsed = parseFormContent(form.content);
    return parsed.ok ? parsed.content : { steps: [], rules: [] };
  }, [form.content]);
  const [state, setState] = useState<ReportEditorState>(() => editorStateFromForm(content, report?.content ?? null, language));
  const save = useSaveReport(organization.id, form.id);
  const { active, download } = useReportDownload(organization.id, form.id);
  const {
    control,
    handleSubmit,
    getValues,
    trigger,
    formState: { errors },
  } = useForm<NameValues>({ resolver: yupResolver(nameFormSchema), defaultValues: { name: report?.content.name ?? '' }, mode: 'onChange' });

  const onSave = handleSubmit(({ name }) => {
    const saved = { id, formId: form.id, culture, content: reportContentFromEditor(state, name) };
    save.mutate(
      { report: saved, mode: isCreate ? 'create' : 'update' },
      {
        onSuccess: () => {
          toast.success(t(isCreate ? 'editor.created' : 'editor.saved'));
          if (isCreate) navigate(buildPath(ROUTES.report, { formId: form.id, reportId: id }), { replace: true });
        },
        onError: () => toast.error(t(isCreate ? 'editor.createFailed' : 'editor.saveFailed')),
      },
    );
  });

  const onGenerate = async () => {
    if (!(await trigger('name'))) return;
    const name = getValues('name');
    await download('editor', { culture, content: reportContentFromEditor(state, name), format: 'xlsx' }, name);
  };

  const general = REPORT_GENERAL_COLUMNS.map((column) => GENERAL_COLUMN_LABELS[language][column]).join(', ');
  const hasSteps = content.steps.length > 0;

  return (
    <>
      <RouterLink to={buildPath(ROUTES.savedReports, { formId: form.id })}>{t('list.title')}</RouterLink>
      <div className={pageStyles.header}>
        <div>
          <Title2 as="h1">{t(isCreate ? 'editor.createTitle' : 'editor.editTitle')}</Title2>
          <div>
            <Caption1 data-testid="report-id">{t('editor.reportId', { id })}</Caption1>
          </div>
        </div>
      </div>
      {!canChange && (
        <MessageBar intent="info">
          <MessageBarBody>{t('editor.readOnly')}</MessageBarBody>
        </MessageBar>
      )}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (canChange) void onSave();
        }}
        className={pageStyles.root}
        style={{ padding: 0 }}
      >
        <div className={styles.nameRow}>
          <Field className={styles.name} label={t('editor.name')} required validationMessage={errors.name ? t('editor.nameInvalid') : undefined}>
            {/* Fluent's Input is always controlled, so react-hook-form drives it through a Controller. */}
            <Controller
              name="name"
              control={control}
              render={({ field }) => (
                <Input name={field.name} value={field.value} onChange={(_event, data) => field.onChange(data.value)} onBlur={field.onBlur} ref={field.ref} readOnly={!canChange} maxLength={120} />
              )}
            />
          </Field>
          {canChange && hasSteps && (
            <div className={pageStyles.actions}>
              <Button onClick={() => setState((current) => setAllReportFieldsChecked(current, true))}>{t('editor.checkAll')}</Button>
              <Button onClick={() => setState((current) => setAllReportFieldsChecked(current, false))}>{t('editor.uncheckAll')}</Button>
            </div>
          )}
        </div>
        <Caption1>{t('editor.generalColumns', { columns: general })}</Caption1>
        {hasSteps ? (
          state.map((step, index) => (
            <section key={step.id} className={styles.step} aria-label={t('editor.step', { number: index + 1, name: step.name })}>
              <Subtitle2 as="h2">{t('editor.step', { number: index + 1, name: step.name })}</Subtitle2>
              {step.sections.map((section) => (
                <SectionFields
                  key={section.id}
                  section={section}
                  canChange={canChange}
                  onCheck={(fieldId, checked) => setState((current) => setReportFieldChecked(current, fieldId, checked))}
                  onMove={(fieldId, direction) => setState((current) => moveReportField(current, fieldId, direction))}
                />
              ))}
            </section>
          ))
        ) : (
          <EmptyState message={t('empty.fields', { ns: 'common' })} />
        )}
        <Body1>{t('editor.checked', { count: checkedReportFieldCount(state) })}</Body1>
        <div className={styles.footer}>
          <Button onClick={() => void onGenerate()} disabled={active !== null} icon={active ? <Spinner size="tiny" /> : undefined}>
            {active ? t('editor.generating') : t('editor.generate')}
          </Button>
          {canChange && (
            <Button appearance="primary" type="submit" disabled={save.isPending}>
              {t('editor.save')}
            </Button>
          )}
        </div>
      </form>
    </>
  );
}

function ReportEditorContent({ organization, formId, reportId }: { organization: Organization; formId: string; reportId: string | undefined }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const canWrite = useCan('REPORT', 'write');
  const form = useReportForm(organization.id, formId);
  const report = useReport(organization.id, formId, reportId);
  // Spec 001 §2: create mode needs REPORT write; without it, back to the saved reports.
  if (reportId === undefined && !canWrite) return <Navigate to={buildPath(ROUTES.savedReports, { formId })} replace />;
  const loading = form.isPending || (reportId !== undefined && report.isPending);
  if (loading) return <LoadingState label={t('editor.loading')} />;
  if (form.isError) return <QueryError error={form.error} onRetry={() => void form.refetch()} />;
  if (reportId !== undefined && report.isError) {
    if (report.error instanceof ApiError && report.error.status === 404) return <EmptyState message={t('editor.notFound')} />;
    return <QueryError error={report.error} onRetry={() => void report.refetch()} />;
  }
  if (!form.data) return null;
  return <Editor key={`${reportId ?? 'create'}/${language}`} organization={organization} form={form.data} report={report.data ?? null} language={language} />;
}

/** The report editor (/reports/{formId}/create and /reports/{formId}/{reportId}, spec 001 §2, §4). */
export function ReportEditorPage() {
  const { formId = '', reportId } = useParams();
  return (
    <OrganizationPage testId="report-editor">
      {(organization) => <ReportEditorContent key={`${organization.id}/${formId}/${reportId ?? ''}`} organization={organization} formId={formId} reportId={reportId} />}
    </OrganizationPage>
  );
}
