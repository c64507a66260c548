import type { Currency, Language } from '../types/common';
import type { ReportGeneralColumn } from '../types/report';
import type { CanonicalPaymentStatus, DisputeState } from '../payment-status';

type Labels<K extends string> = Record<Language, Record<K, string>>;

/** Headers of the fixed report columns (spec 001 §3 Report) in the report's culture. */
export const GENERAL_COLUMN_LABELS: Labels<ReportGeneralColumn> = {
  en: {
    SubmissionId: 'Submission id',
    SubmissionDate: 'Submission date',
    TotalPaid: 'Total paid',
    Refunded: 'Refunded',
    Disputed: 'Disputed',
    DisputeLost: 'Lost in disputes',
    NetPaid: 'Net paid',
    Discount: 'Code discount',
    DiscountCode: 'Discount code',
    ModeDiscount: 'Payment mode discount',
    PaymentMethod: 'Payment method',
    PaymentMode: 'Payment mode',
    PaymentStatus: 'Payment status',
  },
  fr: {
    SubmissionId: 'Numéro de soumission',
    SubmissionDate: 'Date de soumission',
    TotalPaid: 'Total payé',
    Refunded: 'Remboursé',
    Disputed: 'Contesté',
    DisputeLost: 'Perdu en contestation',
    NetPaid: 'Net payé',
    Discount: 'Rabais du code',
    DiscountCode: 'Code de rabais',
    ModeDiscount: 'Rabais du mode de paiement',
    PaymentMethod: 'Méthode de paiement',
    PaymentMode: 'Mode de paiement',
    PaymentStatus: 'Statut du paiement',
  },
};

/** The fixed columns holding amounts: their header names the organization's currency. */
export const MONEY_COLUMNS: ReadonlySet<ReportGeneralColumn> = new Set<ReportGeneralColumn>(['TotalPaid', 'Refunded', 'Disputed', 'DisputeLost', 'NetPaid', 'Discount', 'ModeDiscount']);

/** The header of a fixed column, e.g. `Total paid (CAD)` for an amount column. */
export function generalColumnHeader(column: ReportGeneralColumn, language: Language, currency: Currency): string {
  const label = GENERAL_COLUMN_LABELS[language][column];
  return MONEY_COLUMNS.has(column) ? `${label} (${currency.toUpperCase()})` : label;
}

/** Payment method names (spec 000 §3: credit_card, or other for paid outside). */
export const PAYMENT_METHOD_LABELS: Labels<'credit_card' | 'other'> = {
  en: { credit_card: 'Credit card', other: 'Other' },
  fr: { credit_card: 'Carte de crédit', other: 'Autre' },
};

/** Payment mode names (spec 001 §3 Payment mode labels). */
export const PAYMENT_MODE_LABELS: Labels<'single' | 'fixed_dates'> = {
  en: { single: 'Pay in Full', fixed_dates: 'Payment plan with dates' },
  fr: { single: 'Paiement complet', fixed_dates: 'Plan de paiement avec dates' },
};

/** Payment status names, the same words as the badges of the submissions list. */
export const PAYMENT_STATUS_LABELS: Labels<CanonicalPaymentStatus> = {
  en: {
    succeeded: 'Accepted',
    pending: 'Pending',
    requires_confirmation: 'Requires confirmation',
    requires_payment_method: 'Requires payment method',
    requires_action: 'Action required',
    processing: 'Processing',
    failed: 'Failed',
    canceled: 'Canceled',
    refunded: 'Refunded',
    pending_refund: 'Refund pending',
    ready: 'Planned',
  },
  fr: {
    succeeded: 'Accepté',
    pending: 'En attente',
    requires_confirmation: 'Confirmation requise',
    requires_payment_method: 'Moyen de paiement requis',
    requires_action: 'Action requise',
    processing: 'En traitement',
    failed: 'Échoué',
    canceled: 'Annulé',
    refunded: 'Remboursé',
    pending_refund: 'Remboursement en attente',
    ready: 'Planifié',
  },
};

/** What a disputed charge shows in place of its status (the badges and the report's status column). */
export const DISPUTE_LABELS: Labels<DisputeState> = {
  en: { disputed: 'Disputed', dispute_won: 'Dispute won', dispute_lost: 'Dispute lost' },
  fr: { disputed: 'Contesté', dispute_won: 'Contestation gagnée', dispute_lost: 'Contestation perdue' },
};

/** Answers of check boxes and yes/no fields. */
export const ANSWER_LABELS: Labels<'yes' | 'no' | 'na' | 'signed'> = {
  en: { yes: 'Yes', no: 'No', na: 'N/A', signed: 'Signed' },
  fr: { yes: 'Oui', no: 'Non', na: 'S.O.', signed: 'Signé' },
};
