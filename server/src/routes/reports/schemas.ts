// JSON schemas of the report calls (spec 001 §3 Report, §7); replies drop any property not listed.
import { REPORT_FORMATS, REPORT_NAME_MAX } from '@front-office/shared/core';
import { localizedNameSchema } from '../forms/schemas';

const uuid = { type: 'string', format: 'uuid' } as const;
const idList = { type: 'array', maxItems: 2000, items: { type: 'object', properties: { id: { type: 'string', minLength: 1, maxLength: 200 } }, required: ['id'] } } as const;

export const reportContentSchema = {
  type: 'object',
  properties: {
    name: { type: 'string', minLength: 1, maxLength: REPORT_NAME_MAX },
    steps: { type: 'array', maxItems: 200, items: { type: 'object', properties: { id: { type: 'string', minLength: 1, maxLength: 200 }, fields: idList }, required: ['id', 'fields'] } },
    general: idList,
  },
  required: ['name', 'steps'],
} as const;

export const cultureSchema = { type: 'string', enum: ['fr', 'en'] } as const;

export const reportSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    formId: { type: 'string' },
    culture: cultureSchema,
    name: { type: 'string' },
    content: reportContentSchema,
    creationDate: { type: 'string', format: 'date-time' },
    modificationDate: { type: 'string', format: 'date-time' },
  },
  required: ['id', 'formId', 'culture', 'name', 'content'],
} as const;

/** Create and update body (spec 001 §7: `{ content, formId, culture, id }`). */
export const reportBodySchema = {
  type: 'object',
  properties: { id: uuid, formId: uuid, culture: cultureSchema, content: reportContentSchema },
  required: ['culture', 'content'],
} as const;

export const generateBodySchema = {
  type: 'object',
  properties: {
    reportId: { ...uuid, description: 'A saved report; or send culture and content (the editor, unsaved)' },
    id: uuid,
    formId: uuid,
    culture: cultureSchema,
    content: reportContentSchema,
    format: { type: 'string', enum: [...REPORT_FORMATS], default: 'xlsx' },
    timeZone: { type: 'string', minLength: 1, maxLength: 64, description: 'IANA zone of the submission dates; UTC by default' },
    progressId: { ...uuid, description: 'Any id the client picks, to poll GET …/reports/progress/{progressId}' },
  },
} as const;

export const formParamsSchema = {
  type: 'object',
  properties: { orgId: uuid, formId: uuid },
  required: ['orgId', 'formId'],
} as const;

export const reportParamsSchema = {
  type: 'object',
  properties: { orgId: uuid, formId: uuid, reportId: uuid },
  required: ['orgId', 'formId', 'reportId'],
} as const;

export const progressParamsSchema = {
  type: 'object',
  properties: { orgId: uuid, formId: uuid, progressId: uuid },
  required: ['orgId', 'formId', 'progressId'],
} as const;

export const progressSchema = {
  type: 'object',
  properties: { done: { type: 'integer' }, total: { type: 'integer' }, finished: { type: 'boolean' } },
  required: ['done', 'total', 'finished'],
} as const;

export const reportFormSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    name: localizedNameSchema,
    status: { type: 'integer' },
    submissionCount: { type: 'integer' },
    reportCount: { type: 'integer' },
    modificationDate: { type: 'string', format: 'date-time' },
  },
  required: ['id', 'name', 'status', 'submissionCount', 'reportCount'],
} as const;

export const reportFormListSchema = {
  type: 'object',
  properties: { data: { type: 'array', items: reportFormSchema }, totalCount: { type: 'integer' } },
  required: ['data', 'totalCount'],
} as const;

/** What the editor needs of a form: its steps (content JSON text), languages and the organization's currency. */
export const reportFormDetailsSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    name: localizedNameSchema,
    localizations: { type: 'array', items: { type: 'string' } },
    currency: { type: 'string', enum: ['usd', 'cad'] },
    submissionCount: { type: 'integer' },
    content: { type: 'string', description: 'JSON text of the steps and rules' },
  },
  required: ['id', 'name', 'localizations', 'currency', 'submissionCount', 'content'],
} as const;
