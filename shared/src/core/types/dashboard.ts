import type { LocalizedText } from './common';

/** Money of a period by the reports' rule (shared/core paymentMoney), in cents. */
export interface DashboardMoney {
  collected: number;
  refunded: number;
  disputeLost: number;
  net: number;
}

/** A payment, refund, cancel or installment, with the submission it belongs to. */
export interface DashboardTransaction {
  kind: 'payment' | 'refund' | 'cancel' | 'installment';
  date: string;
  amount: number;
  status: string;
  submissionId: string;
  formId: string;
  formName: LocalizedText | string;
  email: string | null;
}

export interface WeekAmount {
  /** The week's Monday, YYYY-MM-DD. */
  week: string;
  amount: number;
}

/** GET /api/organizations/:orgId/dashboard: each figure is null when the caller's rights do not show it. */
export interface Dashboard {
  from: string;
  to: string;
  submissions: number | null;
  money: DashboardMoney | null;
  submissionsPerDay: { day: string; count: number }[] | null;
  revenuePerWeek: WeekAmount[] | null;
  toCome: { total: number; weeks: WeekAmount[] } | null;
  attention: DashboardTransaction[] | null;
  latest: DashboardTransaction[] | null;
}
