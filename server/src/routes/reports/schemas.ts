// Schemas of the report calls (spec 001 §3 Report, §7); replies drop any property not listed.
import { Type } from '@sinclair/typebox';
import { REPORT_FORMATS, REPORT_NAME_MAX } from '@front-office/shared/core';
import { Enum, WithDefault, uuidSchema } from '../../schemas';
import { localizedNameSchema } from '../forms/schemas';

const idList = Type.Array(Type.Object({ id: Type.String({ minLength: 1, maxLength: 200 }) }), { maxItems: 2000 });

export const reportContentSchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: REPORT_NAME_MAX }),
  steps: Type.Array(Type.Object({ id: Type.String({ minLength: 1, maxLength: 200 }), fields: idList }), { maxItems: 200 }),
  general: Type.Optional(idList),
});

export const cultureSchema = Enum('string', ['fr', 'en']);

export const reportSchema = Type.Object({
  id: Type.String(),
  formId: Type.String(),
  culture: cultureSchema,
  name: Type.String(),
  content: reportContentSchema,
  creationDate: Type.Optional(Type.String({ format: 'date-time' })),
  modificationDate: Type.Optional(Type.String({ format: 'date-time' })),
});

/** Create and update body (spec 001 §7: `{ content, formId, culture, id }`). */
export const reportBodySchema = Type.Object({
  id: Type.Optional(uuidSchema),
  formId: Type.Optional(uuidSchema),
  culture: cultureSchema,
  content: reportContentSchema,
});

export const generateBodySchema = Type.Object({
  reportId: Type.Optional(Type.String({ format: 'uuid', description: 'A saved report; or send culture and content (the editor, unsaved)' })),
  id: Type.Optional(uuidSchema),
  formId: Type.Optional(uuidSchema),
  culture: Type.Optional(cultureSchema),
  content: Type.Optional(reportContentSchema),
  format: WithDefault(Enum('string', [...REPORT_FORMATS]), 'xlsx'),
  language: Type.Optional(
    Enum('string', ['fr', 'en'], {
      description: "The reader's language: the file's headers, answers' labels, payment methods, modes and statuses; the report's culture when absent. The saved report's culture stays as it is.",
    }),
  ),
  timeZone: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'IANA zone of the submission dates; UTC by default' })),
  progressId: Type.Optional(Type.String({ format: 'uuid', description: 'Any id the client picks, to poll GET …/reports/progress/{progressId}' })),
});

export const reportParamsSchema = Type.Object({ orgId: uuidSchema, formId: uuidSchema, reportId: uuidSchema });

export const progressParamsSchema = Type.Object({ orgId: uuidSchema, formId: uuidSchema, progressId: uuidSchema });

export const progressSchema = Type.Object({ done: Type.Integer(), total: Type.Integer(), finished: Type.Boolean() });

export const reportFormSchema = Type.Object({
  id: Type.String(),
  name: localizedNameSchema,
  status: Type.Integer(),
  submissionCount: Type.Integer(),
  reportCount: Type.Integer(),
  modificationDate: Type.Optional(Type.String({ format: 'date-time' })),
});

export const reportFormListSchema = Type.Object({ data: Type.Array(reportFormSchema), totalCount: Type.Integer() });

/** What the editor needs of a form: its steps (content JSON text), languages and the organization's currency. */
export const reportFormDetailsSchema = Type.Object({
  id: Type.String(),
  name: localizedNameSchema,
  localizations: Type.Array(Type.String()),
  currency: Enum('string', ['usd', 'cad']),
  submissionCount: Type.Integer(),
  content: Type.String({ description: 'JSON text of the steps and rules' }),
});
