import { useCallback } from 'react';
import type { Language } from '@front-office/shared/core';
import { usePublicFormEnv } from '../components/public-form-env';
import { interpolate, lookupText } from '../utils/translate';
import type { Translate } from '../utils/translate';

// The payment panel's texts travel in its lazy chunk, not in the public form's first render.
const paymentEn = {
  payment: {
    title: 'Payment',
    loading: 'Loading the payment form…',
    prices: 'Prices',
    fixedAmount: 'Registration fee',
    subtotal: 'Subtotal',
    modeDiscount: 'Payment mode discount',
    codeDiscount: 'Discount code {{code}}',
    total: 'Total',
    modes: 'Payment mode',
    single: 'Pay in Full',
    fixedDates: 'Payment plan with dates',
    modeDiscountPercent: '{{value}} % off',
    modeDiscountAmount: '{{value}} off',
    schedule: 'Payment schedule',
    installment: '{{date}}: {{amount}}',
    payLater: 'I will pay another way (not online)',
    payLaterNote: 'No card payment will be taken; the organization will contact you about the payment.',
    discountCode: 'Discount code',
    apply: 'Apply',
    applying: 'Applying…',
    remove: 'Remove',
    discountApplied: 'Discount code {{code}} applied: {{discount}}',
    discountRejected: 'Invalid discount code',
    email: 'E-mail for the receipt',
    cardHolderName: 'Card-holder name',
    card: 'Card',
    cardNumber: 'Card number',
    cardExpiry: 'Expiry (MM/YY)',
    cardCvc: 'CVC',
    retry: 'Retry the payment',
    retryNote: 'Your registration was received, but the payment did not go through. Check your card or use another one, then retry.',
    scriptFailed: 'The payment form could not be loaded.',
    noAccount: 'Online payment is not available for this form yet. Please contact the organization.',
    refresh: 'Please refresh the page to try again.',
    unavailable: 'Online payment is not available for this form at the moment: its payment account cannot take card payments on this server. Please contact the organization.',
    errors: {
      missingEmail: 'Please enter an e-mail address for the receipt.',
      invalidEmail: 'Invalid email',
      missingCardHolderName: 'Please enter the card-holder name.',
      incorrectDiscount: 'The discount code is incorrect; it was removed.',
      discountProblem: 'There is a problem with the discount code (it may be expired or its limit reached). It was removed, please retry.',
      productLimit: 'A product limit was reached. Please check your quantities and retry.',
      cardIncomplete: 'Please complete the card details.',
    },
    cardErrors: {
      generic: 'Your payment was declined.',
      insufficientFunds: 'Your card has insufficient funds.',
      lostCard: 'Your card was declined: it was reported lost.',
      stolenCard: 'Your card was declined: it was reported stolen.',
      expiredCard: 'Your card has expired.',
      incorrectCvc: 'Your card’s security code is incorrect.',
      processingError: 'An error occurred while processing your card. Please try again.',
      incorrectNumber: 'Your card number is incorrect.',
    },
    authentication: {
      needed: 'Your bank asks you to confirm this payment.',
      confirm: 'Confirm the payment of {{amount}}',
      confirming: 'Confirming with your bank…',
      failed: 'Your bank did not confirm the payment. Please try again, or pay with another card.',
      pending: 'Your bank has not confirmed the payment yet. Please try again.',
    },
  },
  card: {
    invalidNumber: 'Invalid card number',
    invalidExpiry: 'Invalid expiry date',
    invalidCvc: 'Invalid CVC',
  },
};

type PaymentTexts = typeof paymentEn;

const paymentFr: PaymentTexts = {
  payment: {
    title: 'Paiement',
    loading: 'Chargement du formulaire de paiement…',
    prices: 'Prix',
    fixedAmount: 'Frais d’inscription',
    subtotal: 'Sous-total',
    modeDiscount: 'Rabais du mode de paiement',
    codeDiscount: 'Code de rabais {{code}}',
    total: 'Total',
    modes: 'Mode de paiement',
    single: 'Payer en entier',
    fixedDates: 'Plan de paiement à dates fixes',
    modeDiscountPercent: '{{value}} % de rabais',
    modeDiscountAmount: '{{value}} de rabais',
    schedule: 'Échéancier',
    installment: '{{date}} : {{amount}}',
    payLater: 'Je paierai autrement (pas en ligne)',
    payLaterNote: 'Aucun paiement par carte ne sera pris; l’organisation vous contactera pour le paiement.',
    discountCode: 'Code de rabais',
    apply: 'Appliquer',
    applying: 'Application…',
    remove: 'Retirer',
    discountApplied: 'Code de rabais {{code}} appliqué : {{discount}}',
    discountRejected: 'Code de rabais invalide',
    email: 'Courriel pour le reçu',
    cardHolderName: 'Nom du titulaire de la carte',
    card: 'Carte',
    cardNumber: 'Numéro de carte',
    cardExpiry: 'Expiration (MM/AA)',
    cardCvc: 'CVC',
    retry: 'Réessayer le paiement',
    retryNote: 'Votre inscription a été reçue, mais le paiement n’a pas abouti. Vérifiez votre carte ou utilisez-en une autre, puis réessayez.',
    scriptFailed: 'Le formulaire de paiement n’a pas pu être chargé.',
    noAccount: 'Le paiement en ligne n’est pas encore offert pour ce formulaire. Veuillez contacter l’organisation.',
    refresh: 'Veuillez actualiser la page pour réessayer.',
    unavailable: 'Le paiement en ligne n’est pas offert pour ce formulaire pour le moment : son compte de paiement ne peut pas prendre de paiements par carte sur ce serveur. Veuillez contacter l’organisation.',
    errors: {
      missingEmail: 'Veuillez saisir un courriel pour le reçu.',
      invalidEmail: 'Courriel invalide',
      missingCardHolderName: 'Veuillez saisir le nom du titulaire de la carte.',
      incorrectDiscount: 'Le code de rabais est incorrect; il a été retiré.',
      discountProblem: 'Le code de rabais pose problème (il est peut-être expiré ou sa limite est atteinte). Il a été retiré, veuillez réessayer.',
      productLimit: 'La limite d’un produit a été atteinte. Vérifiez vos quantités et réessayez.',
      cardIncomplete: 'Veuillez compléter les informations de la carte.',
    },
    cardErrors: {
      generic: 'Votre paiement a été refusé.',
      insufficientFunds: 'Votre carte n’a pas les fonds suffisants.',
      lostCard: 'Votre carte a été refusée : elle a été déclarée perdue.',
      stolenCard: 'Votre carte a été refusée : elle a été déclarée volée.',
      expiredCard: 'Votre carte est expirée.',
      incorrectCvc: 'Le code de sécurité de votre carte est incorrect.',
      processingError: 'Une erreur est survenue lors du traitement de votre carte. Veuillez réessayer.',
      incorrectNumber: 'Le numéro de votre carte est incorrect.',
    },
    authentication: {
      needed: 'Votre banque vous demande de confirmer ce paiement.',
      confirm: 'Confirmer le paiement de {{amount}}',
      confirming: 'Confirmation auprès de votre banque…',
      failed: 'Votre banque n’a pas confirmé le paiement. Veuillez réessayer ou payer avec une autre carte.',
      pending: 'Votre banque n’a pas encore confirmé le paiement. Veuillez réessayer.',
    },
  },
  card: {
    invalidNumber: 'Numéro de carte invalide',
    invalidExpiry: 'Date d’expiration invalide',
    invalidCvc: 'CVC invalide',
  },
};

const texts: Record<Language, PaymentTexts> = { en: paymentEn, fr: paymentFr };

/** The environment's translate function, with the payment texts (`payment.*`, `card.*`) first. */
export function usePaymentTranslate(): Translate {
  const { language, t } = usePublicFormEnv();
  // Stable while the language is, so effects that use it (the card element's labels) run once.
  return useCallback<Translate>(
    (key, params) => {
      const found = lookupText(texts[language], key) ?? lookupText(paymentEn, key);
      return found === undefined ? t(key, params) : interpolate(found, params);
    },
    [language, t],
  );
}
