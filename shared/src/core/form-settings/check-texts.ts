import type { Language } from '../types/common';

/**
 * The texts of every settings, payment-mode and discount-code check (spec 001 §5, §8), in both
 * languages, keyed as the checks name them (`settings.endBeforeStart`, `payment.installmentsSum`,
 * `validation.required`). The designer registers them in its namespace under `checks`; the
 * server answers the English ones.
 */
export const FORM_CHECK_TEXTS = {
  en: {
    validation: { required: 'This field is required' },
    settings: {
      nameRequired: 'The form name is required',
      nameTooShort: 'The form name must be at least 4 characters',
      nameTooLong: 'The form name must be 100 characters or less',
      dateInvalid: 'Date is not valid',
      endBeforeStart: 'End date should be after start date',
      limitInvalid: 'The limit must be a whole number, 0 or more',
      emailRequired: 'The e-mail is required',
      emailInvalid: 'Enter a valid e-mail address',
      emailTextTooLong: 'The e-mail text must be 5,000 characters or less',
      emailTextNotPlain: 'The e-mail text must be plain text, without control characters other than tabs and line breaks',
      emailTextLanguage: 'The e-mail text is in a language the form does not have',
      emailTextTwice: 'The e-mail text is given twice for this language',
      fixedAmountInvalid: 'Enter an amount of 0 or more with at most two decimals',
      fixedAmountTooHigh: 'The fixed amount must be at most 999,999.99',
      fixedAmountWithoutPayment: 'A fixed amount needs payment: enable payment for this form',
      noPaymentAccounts: 'Create a payment account to use payments',
      paymentAccountRequired: 'Choose the payment account',
      paymentAccountUnknown: 'This payment account is not one of the organization',
      statusInvalid: 'Choose a status',
      languageRequired: 'Choose at least one language',
      paymentModesError: 'The payment modes have errors: check the payment tab',
      discountCodesError: 'The discount codes have errors: check the payment tab',
    },
    payment: {
      discountMin: 'The discount must be 0 or more',
      percentMax: 'A percentage must be 100 or less',
      installmentDate: 'Enter the date as YYYY-MM-DD',
      installmentPercent: 'The percentage must be from 1 to 100',
      installmentsSum: 'The installments must add up to exactly 100%',
      installmentsRequired: 'A payment plan needs at least one installment',
      oneSingleMode: 'Only one Pay in Full mode is allowed',
      modeRequired: 'Keep at least one payment mode',
      quantityPositive: 'The quantity must be a whole number above 0',
      expirationDate: 'Enter the expiration date as YYYY-MM-DD',
      codeDuplicate: 'Each code may be listed only once',
      amountMax: 'The amount must be at most 999,999.99',
      priceMax: 'A price must be at most 999,999.99',
      quantityMax: 'A product min or max must be a whole number from 0 to 10,000',
    },
  },
  fr: {
    validation: { required: 'Ce champ est requis' },
    settings: {
      nameRequired: 'Le nom du formulaire est requis',
      nameTooShort: 'Le nom du formulaire doit compter au moins 4 caractères',
      nameTooLong: 'Le nom du formulaire doit compter 100 caractères ou moins',
      dateInvalid: "La date n'est pas valide",
      endBeforeStart: 'La date de fin doit être après la date de début',
      limitInvalid: 'La limite doit être un nombre entier, 0 ou plus',
      emailRequired: 'Le courriel est requis',
      emailInvalid: 'Entrez une adresse courriel valide',
      emailTextTooLong: 'Le texte du courriel doit compter 5 000 caractères ou moins',
      emailTextNotPlain: 'Le texte du courriel doit être du texte simple, sans caractères de contrôle autres que les tabulations et les retours à la ligne',
      emailTextLanguage: "Le texte du courriel est dans une langue que le formulaire n'a pas",
      emailTextTwice: 'Le texte du courriel est donné deux fois pour cette langue',
      fixedAmountInvalid: 'Entrez un montant de 0 ou plus avec au plus deux décimales',
      fixedAmountTooHigh: 'Le montant fixe doit être d’au plus 999 999,99',
      fixedAmountWithoutPayment: 'Un montant fixe exige le paiement : activez le paiement pour ce formulaire',
      noPaymentAccounts: 'Créez un compte de paiement pour utiliser les paiements',
      paymentAccountRequired: 'Choisissez le compte de paiement',
      paymentAccountUnknown: "Ce compte de paiement n'est pas un compte de l'organisation",
      statusInvalid: 'Choisissez un statut',
      languageRequired: 'Choisissez au moins une langue',
      paymentModesError: "Les modes de paiement comportent des erreurs : vérifiez l'onglet Paiement",
      discountCodesError: "Les codes de réduction comportent des erreurs : vérifiez l'onglet Paiement",
    },
    payment: {
      discountMin: 'La réduction doit être de 0 ou plus',
      percentMax: 'Un pourcentage doit être de 100 ou moins',
      installmentDate: 'Entrez la date au format AAAA-MM-JJ',
      installmentPercent: 'Le pourcentage doit être de 1 à 100',
      installmentsSum: 'Les versements doivent totaliser exactement 100 %',
      installmentsRequired: 'Un plan de paiement exige au moins un versement',
      oneSingleMode: 'Un seul mode Paiement complet est permis',
      modeRequired: 'Gardez au moins un mode de paiement',
      quantityPositive: 'La quantité doit être un nombre entier supérieur à 0',
      expirationDate: "Entrez la date d'expiration au format AAAA-MM-JJ",
      codeDuplicate: 'Chaque code ne peut figurer qu’une fois',
      amountMax: 'Le montant doit être d’au plus 999 999,99',
      priceMax: 'Un prix doit être d’au plus 999 999,99',
      quantityMax: 'Le minimum ou le maximum d’un produit doit être un nombre entier de 0 à 10 000',
    },
  },
} as const;

/** The text of a check's key in `language`; the key itself when unknown. */
export function checkText(key: string, language: Language = 'en'): string {
  let node: unknown = FORM_CHECK_TEXTS[language];
  for (const part of key.split('.')) node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === 'string' ? node : key;
}
