/**
 * The fixed columns' headers of a report file (spec 001 §3) for a form in CAD, in each reader's
 * language: written out here, not read from shared/core, so a wrong translation there fails.
 */
export const REPORT_GENERAL_HEADERS = {
  en: [
    'Submission id',
    'Submission date',
    'Total paid (CAD)',
    'Refunded (CAD)',
    'Disputed (CAD)',
    'Lost in disputes (CAD)',
    'Net paid (CAD)',
    'Code discount (CAD)',
    'Discount code',
    'Payment mode discount (CAD)',
    'Payment method',
    'Payment mode',
    'Payment status',
  ],
  fr: [
    'Numéro de soumission',
    'Date de soumission',
    'Total payé (CAD)',
    'Remboursé (CAD)',
    'Contesté (CAD)',
    'Perdu en contestation (CAD)',
    'Net payé (CAD)',
    'Rabais du code (CAD)',
    'Code de rabais',
    'Rabais du mode de paiement (CAD)',
    'Méthode de paiement',
    'Mode de paiement',
    'Statut du paiement',
  ],
} as const;
