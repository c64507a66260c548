import { Type } from '@sinclair/typebox';
import { can } from '@front-office/shared/core';
import { badRequest, notFound } from '../../lib/http-error';
import { requireMember } from '../../plugins/auth';
import { Enum, Nullable, bearer, errorReplies, orgIdParamsSchema, uuidSchema } from '../../schemas';
import type { TypedApp } from '../../schemas';
import { LIST_SIZE, TO_COME_WEEKS, addDays, dashboardOf } from '../../services/dashboard/dashboard';
import { formInOrganization } from '../../services/reports/reports-store';
import { isTimeZone } from '../../services/reports/time-zone';
import { localizedNameSchema } from '../forms/schemas';

/** The longest period asked at once: two years of days (the per-day series stays small). */
export const DASHBOARD_MAX_DAYS = 731;

const day = (description: string) => Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', description });

const querySchema = Type.Object(
  {
    from: day('First day of the period (YYYY-MM-DD), included'),
    to: day('Last day of the period (YYYY-MM-DD), included'),
    formId: Type.Optional(uuidSchema),
    timeZone: Type.Optional(Type.String({ maxLength: 64, description: 'IANA time zone the days are counted in; UTC by default' })),
  },
  { additionalProperties: false },
);

const transactionSchema = Type.Object({
  kind: Enum('string', ['payment', 'refund', 'cancel', 'installment']),
  date: Type.String({ format: 'date-time' }),
  amount: Type.Integer({ description: 'cents' }),
  status: Type.String(),
  submissionId: Type.String(),
  formId: Type.String(),
  formName: localizedNameSchema,
  email: Nullable(Type.String()),
});

const weekAmount = Type.Object({ week: Type.String({ description: 'the Monday starting the week' }), amount: Type.Integer({ description: 'cents' }) });

const dashboardSchema = Type.Object({
  from: Type.String(),
  to: Type.String(),
  submissions: Nullable(Type.Integer()),
  money: Nullable(
    Type.Object({
      collected: Type.Integer({ description: 'what the charges took (report TotalPaid), cents' }),
      refunded: Type.Integer({ description: 'report Refunded, cents' }),
      disputeLost: Type.Integer({ description: 'report DisputeLost, cents' }),
      net: Type.Integer({ description: 'collected − refunded − disputeLost (report NetPaid), cents' }),
    }),
  ),
  submissionsPerDay: Nullable(Type.Array(Type.Object({ day: Type.String(), count: Type.Integer() }))),
  revenuePerWeek: Nullable(Type.Array(weekAmount)),
  toCome: Nullable(Type.Object({ total: Type.Integer(), weeks: Type.Array(weekAmount) })),
  attention: Nullable(Type.Array(transactionSchema)),
  latest: Nullable(Type.Array(transactionSchema)),
});

const isDay = (text: string) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);

/**
 * The dashboard (spec 000 §1 /dashboard): the organization's figures for a period, computed in SQL
 * (services/dashboard). Any member may ask; each figure needs its right and is null without it
 * (docs/reports.md "The dashboard").
 */
export default async function dashboardRoutes(app: TypedApp) {
  app.get(
    '/organizations/:orgId/dashboard',
    {
      preHandler: requireMember(),
      schema: {
        summary: `Beyond the spec: the dashboard's figures for a period (submissions per day; with FORM_SUBMISSION or REPORT read: collected, refunded, net, revenue per week, planned installments of the next ${TO_COME_WEEKS} weeks; with FORM_SUBMISSION read: the ${LIST_SIZE} latest transactions and the payments failed or waiting for the payer)`,
        tags: ['dashboard'],
        security: bearer,
        params: orgIdParamsSchema,
        querystring: querySchema,
        response: { 200: dashboardSchema, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { orgId } = request.params;
      const { from, to, formId, timeZone = 'UTC' } = request.query;
      if (!isDay(from) || !isDay(to)) throw badRequest('from and to must be days (YYYY-MM-DD)');
      if (from > to) throw badRequest('from must not be after to');
      if (addDays(from, DASHBOARD_MAX_DAYS - 1) < to) throw badRequest(`A period is at most ${DASHBOARD_MAX_DAYS} days`);
      if (!isTimeZone(timeZone)) throw badRequest('timeZone must be an IANA time zone');
      if (formId !== undefined && !(await formInOrganization(app.db, orgId, formId))) throw notFound('Form not found');
      const rights = request.rights ?? [];
      const submissions = can(rights, 'FORM_SUBMISSION', 'read');
      const money = submissions || can(rights, 'REPORT', 'read');
      const access = { counts: money || can(rights, 'FORM', 'read'), money, submissions };
      return dashboardOf(app.db, { organizationId: orgId, formId: formId ?? null, from, to, timeZone }, access);
    },
  );
}
