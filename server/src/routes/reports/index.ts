import { PassThrough } from 'node:stream';
import type { Static } from '@sinclair/typebox';
import { Type } from '@sinclair/typebox';
import type { Language, PaymentMode, ReportContent } from '@front-office/shared/core';
import { REPORT_CONTENT_TYPES, contentDisposition, parseFormContent, reportFileName } from '@front-office/shared/core';
import { HttpError, badRequest, notFound, unauthorized } from '../../lib/http-error';
import { requireRight } from '../../plugins/auth';
import { Binary, Enum, bearer, emptyQuerySchema, errorReplies, orgIdParamsSchema } from '../../schemas';
import type { TypedApp } from '../../schemas';
import { getFormDetails } from '../../services/forms/forms';
import { GenerationProgressRegistry } from '../../services/reports/generation-progress';
import { countSubmissions, generateReport } from '../../services/reports/report-generator';
import type { ReportSource } from '../../services/reports/report-generator';
import {
  deleteReport,
  findReport,
  formInOrganization,
  insertReport,
  listReportForms,
  listReports,
  updateReport,
} from '../../services/reports/reports-store';
import { isTimeZone } from '../../services/reports/time-zone';
import { formIdParamsSchema, pagingQuerySchema } from '../forms/schemas';
import {
  generateBodySchema,
  progressParamsSchema,
  progressSchema,
  reportBodySchema,
  reportFormDetailsSchema,
  reportFormListSchema,
  reportParamsSchema,
  reportSchema,
} from './schemas';

type ReportBody = Static<typeof reportBodySchema>;
/** A report body once checked: its content complete (`general` defaults to none). */
type CheckedReport = Omit<ReportBody, 'content'> & { content: ReportContent };

const tags = ['reports'];

/** The body's report, trimmed and checked beyond its schema: a name that is not blank, the path's form. */
function checkedReport(body: ReportBody, formId: string): CheckedReport {
  if (body.formId !== undefined && body.formId !== formId) throw badRequest('body.formId must be the id of the form in the path');
  const name = body.content.name.trim();
  if (name === '') throw badRequest('content.name must be 1 to 100 characters');
  return { ...body, content: { name, steps: body.content.steps, general: body.content.general ?? [] } };
}

export default async function reportRoutes(app: TypedApp) {
  const progress = new GenerationProgressRegistry();

  /** 404 unless the form is the organization's: a form of another organization is not revealed to exist. */
  async function ensureForm(params: Static<typeof formIdParamsSchema>): Promise<void> {
    if (!(await formInOrganization(app.db, params.orgId, params.formId))) throw notFound('Form not found');
  }

  app.get(
    '/organizations/:orgId/reports/forms',
    {
      preHandler: requireRight('REPORT', 'read'),
      schema: {
        summary: "The reports entry (/reports): one page of the organization's forms with their report counts",
        tags,
        security: bearer,
        params: orgIdParamsSchema,
        querystring: pagingQuerySchema(20),
        response: { 200: reportFormListSchema, ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => listReportForms(app.db, request.params.orgId, request.query.page, request.query.pageSize),
  );

  app.get(
    '/organizations/:orgId/reports/forms/:formId',
    {
      preHandler: requireRight('REPORT', 'read'),
      schema: {
        summary: 'The form as the report editor needs it (steps, languages, currency), under REPORT read',
        tags,
        security: bearer,
        params: formIdParamsSchema,
        querystring: emptyQuerySchema,
        response: { 200: reportFormDetailsSchema, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const details = await getFormDetails(app.db, request.params.formId, request.params.orgId);
      if (!details) throw notFound('Form not found');
      const { form, organization } = details;
      return { id: form.id, name: form.name, localizations: form.localizations, currency: organization.currency, submissionCount: form.submissionCount, content: form.content };
    },
  );

  app.get(
    '/organizations/:orgId/forms/:formId/reports',
    {
      preHandler: requireRight('REPORT', 'read'),
      schema: {
        summary: "The form's saved reports, by name",
        tags,
        security: bearer,
        params: formIdParamsSchema,
        querystring: emptyQuerySchema,
        response: { 200: Type.Array(reportSchema), ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await ensureForm(request.params);
      return listReports(app.db, request.params.formId);
    },
  );

  app.post(
    '/organizations/:orgId/forms/:formId/reports',
    {
      preHandler: requireRight('REPORT', 'write'),
      schema: {
        summary: 'Creates a report; body { content, formId, culture, id } (id: the fresh id the client chose, or none)',
        tags,
        security: bearer,
        params: formIdParamsSchema,
        querystring: emptyQuerySchema,
        body: reportBodySchema,
        response: { 200: reportSchema, ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      if (!request.user) throw unauthorized();
      await ensureForm(request.params);
      const body = checkedReport(request.body, request.params.formId);
      const created = await insertReport(app.db, request.params.formId, body, request.user.id);
      if (!created) throw new HttpError(409, 'A report with this id already exists');
      return created;
    },
  );

  app.post(
    '/organizations/:orgId/forms/:formId/reports/generate',
    {
      preHandler: requireRight('REPORT', 'read'),
      schema: {
        summary: 'Generates a report of the form’s submissions: the file (XLSX by default, or CSV), its name in Content-Disposition',
        description:
          'Body: `reportId` of a saved report, or the report itself (`culture`, `content`) as the editor holds it; `format` xlsx|csv; `timeZone` of the dates; `progressId` to poll the progress.',
        tags,
        security: bearer,
        params: formIdParamsSchema,
        querystring: emptyQuerySchema,
        body: generateBodySchema,
        produces: [REPORT_CONTENT_TYPES.xlsx, REPORT_CONTENT_TYPES.csv],
        response: { 200: Binary({ description: 'The file' }), ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      if (!request.user) throw unauthorized();
      const { orgId, formId } = request.params;
      const body = request.body;
      if (body.formId !== undefined && body.formId !== formId) throw badRequest('body.formId must be the id of the form in the path');
      if (body.timeZone !== undefined && !isTimeZone(body.timeZone)) throw badRequest('timeZone must be an IANA time zone such as America/Toronto');
      const details = await getFormDetails(app.db, formId, orgId);
      if (!details) throw notFound('Form not found');
      let report: { culture: Language; content: ReportContent };
      if (body.reportId !== undefined) {
        const saved = await findReport(app.db, formId, body.reportId);
        if (!saved) throw notFound('Report not found');
        report = saved;
      } else if (body.content && body.culture) {
        report = checkedReport({ culture: body.culture, content: body.content }, formId);
      } else {
        throw badRequest('Send reportId, or the report itself (culture and content)');
      }
      const parsed = parseFormContent(details.form.content);
      if (!parsed.ok) throw new HttpError(409, `The form's content cannot be read: ${parsed.error}`);
      const modes = details.form.paymentModes?.modes ?? [];
      const source: ReportSource = {
        formId,
        content: parsed.content,
        currency: details.organization.currency,
        paymentModes: new Map(modes.map((mode: PaymentMode) => [mode.id, mode.mode])),
      };

      // The total (the progress's, X-Report-Rows) is counted on another connection while the rows
      // are produced: the count reads the form's submissions too (~50 ms for 100,000).
      const counting = countSubmissions(app.db, formId);
      const track = body.progressId ? progress.start(request.user.id, body.progressId) : null;
      const out = new PassThrough();
      // Until reply.send(out) (after the count) nothing listens to the stream: a generation that
      // fails before then destroys it with its error, which must not go unhandled (the failure is
      // logged below, and the reply then fails with it).
      out.on('error', () => undefined);
      const abort = new AbortController();
      // The client went away (or the socket failed): stop reading pages.
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) abort.abort();
      });
      // Spec 001 §3 keeps `culture` as the language the report was written in; the file is read
      // by whoever generates it, in the language they read (the back office sends its own).
      const reader = { ...report, culture: body.language ?? report.culture };
      generateReport(app.db, source, { report: reader, format: body.format, timeZone: body.timeZone, out, signal: abort.signal, onProgress: (done) => track?.progress(done) })
        .then((written) => track?.progress(written, true))
        .catch((error: unknown) => {
          track?.progress(0, true);
          if (!abort.signal.aborted) request.log.error({ err: error }, 'report generation failed');
          out.destroy(error instanceof Error ? error : new Error(String(error)));
        });
      let total: number;
      try {
        total = await counting;
      } catch (error) {
        abort.abort();
        out.destroy();
        throw error;
      }
      // A generation that failed while counting is answered as an error before any file header
      // is set: sent with the file's content type, the error reply could not be written.
      if (out.errored) throw out.errored;
      track?.total(total);
      return reply
        .header('Content-Type', REPORT_CONTENT_TYPES[body.format])
        .header('Content-Disposition', contentDisposition(reportFileName(report.content.name, body.format)))
        .header('X-Report-Rows', String(total))
        .header('Cache-Control', 'no-store')
        .send(out);
    },
  );

  app.get(
    '/organizations/:orgId/forms/:formId/reports/progress/:progressId',
    {
      preHandler: requireRight('REPORT', 'read'),
      schema: {
        summary: 'How far one of your generations is (rows done of the total); beyond the spec, for the row spinner',
        tags,
        security: bearer,
        params: progressParamsSchema,
        querystring: emptyQuerySchema,
        response: { 200: progressSchema, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => {
      if (!request.user) throw unauthorized();
      const found = progress.get(request.user.id, request.params.progressId);
      if (!found) throw notFound('No generation under way with this id');
      return found;
    },
  );

  app.get(
    '/organizations/:orgId/forms/:formId/reports/:reportId',
    {
      preHandler: requireRight('REPORT', 'read'),
      schema: { summary: 'One saved report', tags, security: bearer, params: reportParamsSchema, querystring: emptyQuerySchema, response: { 200: reportSchema, ...errorReplies(400, 401, 403, 404) } },
    },
    async (request) => {
      await ensureForm(request.params);
      const found = await findReport(app.db, request.params.formId, request.params.reportId);
      if (!found) throw notFound('Report not found');
      return found;
    },
  );

  app.post(
    '/organizations/:orgId/forms/:formId/reports/:reportId',
    {
      preHandler: requireRight('REPORT', 'update'),
      schema: {
        summary: 'Updates a report (name, culture, fields and their order)',
        tags,
        security: bearer,
        params: reportParamsSchema,
        querystring: emptyQuerySchema,
        body: reportBodySchema,
        response: { 200: reportSchema, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await ensureForm(request.params);
      const body = checkedReport(request.body, request.params.formId);
      if (body.id !== undefined && body.id !== request.params.reportId) throw badRequest('body.id must be the id of the report in the path');
      const updated = await updateReport(app.db, request.params.formId, request.params.reportId, body);
      if (!updated) throw notFound('Report not found');
      return updated;
    },
  );

  app.delete(
    '/organizations/:orgId/forms/:formId/reports/:reportId',
    {
      preHandler: requireRight('REPORT', 'delete'),
      schema: {
        summary: 'Deletes a report; answers 1',
        tags,
        security: bearer,
        params: reportParamsSchema,
        querystring: emptyQuerySchema,
        response: { 200: Enum('integer', [1]), ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await ensureForm(request.params);
      if (!(await deleteReport(app.db, request.params.formId, request.params.reportId))) throw notFound('Report not found');
      return 1 as const;
    },
  );
}
