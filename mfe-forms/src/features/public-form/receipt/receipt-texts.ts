import { useCallback } from 'react';
import type { Language } from '@front-office/shared/core';
import { usePublicFormEnv } from '../components/public-form-env';
import { usePaymentTranslate } from '../payment/payment-texts';
import { interpolate, lookupText } from '../utils/translate';
import type { Translate } from '../utils/translate';

// The receipt's texts travel with the confirmation route's chunk, not in the form's first render.
const receiptEn = {
  receipt: {
    title: 'Receipt',
    print: 'Print',
    details: 'Registration details',
    organization: 'Organization',
    form: 'Form',
    registration: 'Registration number',
    date: 'Date',
    reference: 'Payment reference',
    paid: 'Paid',
    total: 'Total',
    refunded: 'Refunded',
    codeDiscount: 'Discount code {{code}}',
    modeDiscount: 'Payment mode discount',
    modeDiscountPercent: '{{value}} %',
    otherMethod: 'To be paid another way (not online); the organization will contact you about the payment.',
    payments: 'Payments',
    dueDate: 'Date',
    amount: 'Amount',
    status: 'Status',
    states: {
      paid: 'Paid',
      planned: 'Planned',
      declined: 'Declined',
      processing: 'Processing',
      refunded: 'Refunded',
      canceled: 'Canceled',
      actionRequired: 'To confirm',
    },
    refundedAmount: '{{amount}} refunded',
    nextAttempt: 'The card on file will be tried again on {{date}}.',
    payWithAnotherCard: 'Pay with another card',
    payTitle: 'Pay {{amount}} due on {{date}} with another card',
    pay: 'Pay {{amount}}',
    paying: 'Paying…',
    cancel: 'Cancel',
    paidNotice: 'Thank you: the payment of {{amount}} went through.',
    keyRefused: 'This link does not open the receipt of this registration.',
  },
};

type ReceiptTexts = typeof receiptEn;

const receiptFr: ReceiptTexts = {
  receipt: {
    title: 'Reçu',
    print: 'Imprimer',
    details: 'Détails de l’inscription',
    organization: 'Organisation',
    form: 'Formulaire',
    registration: 'Numéro d’inscription',
    date: 'Date',
    reference: 'Référence du paiement',
    paid: 'Payé',
    total: 'Total',
    refunded: 'Remboursé',
    codeDiscount: 'Code de rabais {{code}}',
    modeDiscount: 'Rabais du mode de paiement',
    modeDiscountPercent: '{{value}} %',
    otherMethod: 'À payer autrement (pas en ligne); l’organisation vous contactera pour le paiement.',
    payments: 'Paiements',
    dueDate: 'Date',
    amount: 'Montant',
    status: 'Statut',
    states: {
      paid: 'Payé',
      planned: 'Prévu',
      declined: 'Refusé',
      processing: 'En traitement',
      refunded: 'Remboursé',
      canceled: 'Annulé',
      actionRequired: 'À confirmer',
    },
    refundedAmount: '{{amount}} remboursé',
    nextAttempt: 'La carte au dossier sera essayée de nouveau le {{date}}.',
    payWithAnotherCard: 'Payer avec une autre carte',
    payTitle: 'Payer {{amount}} dû le {{date}} avec une autre carte',
    pay: 'Payer {{amount}}',
    paying: 'Paiement…',
    cancel: 'Annuler',
    paidNotice: 'Merci : le paiement de {{amount}} a été accepté.',
    keyRefused: 'Ce lien n’ouvre pas le reçu de cette inscription.',
  },
};

const texts: Record<Language, ReceiptTexts> = { en: receiptEn, fr: receiptFr };

/** The environment's translate function with the receipt texts (`receipt.*`) first, then the payment texts (card errors, card inputs). */
export function useReceiptTranslate(): Translate {
  const { language } = usePublicFormEnv();
  const paymentT = usePaymentTranslate();
  return useCallback<Translate>(
    (key, params) => {
      const found = lookupText(texts[language], key) ?? lookupText(receiptEn, key);
      return found === undefined ? paymentT(key, params) : interpolate(found, params);
    },
    [language, paymentT],
  );
}
