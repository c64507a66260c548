import { PAYMENT_STATUS_LABELS } from '@front-office/shared/core';
import type { CommonTexts } from './common-en';

/** French texts of the `common` namespace. */
export const commonFr: CommonTexts = {
  appName: 'Front Office',
  loading: 'Chargement…',
  errors: {
    generic: 'Une erreur est survenue',
    refresh: 'Une erreur est survenue, veuillez rafraîchir la page et réessayer',
    http400: 'Erreur 400',
    sessionExpired: 'Session expirée',
    notFound: 'Page introuvable',
    server: 'Erreur du serveur',
    network: 'Le serveur est injoignable, veuillez réessayer',
    boundary: "Une erreur est survenue à l'affichage de cette partie de la page.",
    retry: 'Réessayer',
    limitReached: 'Nombre maximal de soumissions atteint',
  },
  validation: {
    required: 'Obligatoire',
    invalidEmail: 'Courriel invalide',
    passwordMin: 'Le mot de passe doit contenir au moins 4 caractères',
    organizationNameRequired: 'Le nom ne peut pas être vide',
    organizationNameTooLong: 'Le nom est trop long (100 caractères au maximum)',
    organizationNameInvalid: 'Nom valide requis',
  },
  pagination: {
    label: 'Pagination',
    first: 'Première page',
    previous: 'Page précédente',
    next: 'Page suivante',
    last: 'Dernière page',
    page: 'Page {{page}}',
  },
  confirm: {
    confirm: 'Confirmer',
    cancel: 'Annuler',
    delete: 'Supprimer',
  },
  actions: {
    save: 'Enregistrer',
    cancel: 'Annuler',
    edit: 'Modifier',
    delete: 'Supprimer',
    close: 'Fermer',
    back: 'Retour',
  },
  // The same words as the report files' payment status column (shared/core reports).
  paymentStatus: {
    ...PAYMENT_STATUS_LABELS.fr,
    unknown: 'Inconnu',
  },
  empty: {
    forms: "Aucun formulaire pour l'instant",
    submissions: "Aucune soumission pour l'instant",
    paymentAccounts: 'Aucun compte de paiement pour cette organisation',
    fields: "Ce formulaire n'a aucun champ",
    reports: 'Aucun rapport enregistré',
  },
  languages: {
    fr: 'Français',
    en: 'English',
  },
  standalone: {
    signIn: 'Aucune session n’est enregistrée pour cette adresse. Connectez-vous d’abord par le shell Front Office.',
    openShell: 'Ouvrir le shell',
  },
};
