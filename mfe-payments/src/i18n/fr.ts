import type { en } from './en';

export const fr: typeof en = {
  area: { title: 'Comptes de paiement' },
  pages: {
    PaymentAccounts: 'Comptes de paiement',
  },
  page: {
    title: 'Comptes de paiement',
    add: 'Ajouter un compte',
    loading: 'Chargement des comptes de paiement…',
    noOrganization: 'Aucune organisation choisie',
  },
  providers: {
    stripe: 'Stripe',
    'sportspay-ca': 'SportsPay Canada',
    'sportspay-us': 'SportsPay États-Unis',
  },
  statuses: {
    created: 'Créé',
    'in-review': 'En révision',
  },
  row: {
    provider: 'Fournisseur : {{provider}}',
    accountId: 'Identifiant du compte : {{id}}',
    created: 'Créé le {{date}}',
    open: 'Ouvrir dans {{provider}}',
    edit: 'Modifier {{name}}',
    delete: 'Supprimer {{name}}',
    cardPaymentsSampleOnly: 'Les paiements par carte sur ce compte ne fonctionnent qu’en mode démonstration (pas encore d’intégration serveur SportsPay) : ses formulaires publics affichent « paiement en ligne non offert ».',
    cardPaymentsUnavailableStripe: 'Les paiements par carte ne sont pas offerts sur ce compte : aucune clé Stripe n’est configurée sur le serveur. Ses formulaires publics affichent « paiement en ligne non offert ».',
  },
  dialog: {
    addTitle: 'Ajouter un compte de paiement',
    editTitle: 'Modifier le compte de paiement',
    method: 'Mode de paiement',
    methodLocked: 'Le mode de paiement d’un compte ne peut pas être changé.',
    name: 'Nom du compte',
    nameRequired: 'Saisissez le nom du compte.',
    continue: 'Continuer',
  },
  connect: {
    inProgress: 'Connexion du compte…',
    success: 'Compte de paiement connecté',
    failed: 'Le compte de paiement n’a pas pu être connecté',
    canceled: 'Connexion annulée',
    notConfigured: 'Ce fournisseur de paiement n’est pas configuré',
  },
  edit: {
    success: 'Compte de paiement modifié',
    failed: 'Le compte de paiement n’a pas pu être modifié',
  },
  delete: {
    title: 'Supprimer le compte de paiement ?',
    message: '{{name}} sera retiré de cette organisation.',
    success: 'Compte de paiement supprimé',
    failed: 'Le compte de paiement n’a pas pu être supprimé',
    accountInUse: 'Un formulaire reçoit ses paiements par ce compte. Choisissez un autre compte dans les paramètres de ce formulaire avant de le supprimer.',
    moneyHeld: 'Des paiements reçus par ce compte ne sont pas remboursés, ou des versements sont encore prévus. Remboursez-les ou annulez-les avant de le supprimer.',
  },
};
