import type { en } from './en';

export const fr: typeof en = {
  area: { title: 'Organisations' },
  pages: {
    OrganizationSelection: 'Choix de l’organisation',
    OrganizationProfile: 'Profil de l’organisation',
  },
  selection: {
    title: 'Choisissez une organisation',
    add: 'Ajouter une organisation',
    loading: 'Chargement de vos organisations…',
    empty: 'Vous n’êtes encore membre d’aucune organisation.',
    choosing: 'Ouverture de {{name}}…',
  },
  addDialog: {
    title: 'Ajouter une organisation',
    body: 'La création d’une organisation n’est pas encore disponible : elle arrive avec son propre ticket.',
    close: 'Fermer',
  },
  temporary: {
    note: 'Page temporaire : cette section arrive avec son propre ticket.',
    user: 'Connecté en tant que {{firstName}} {{name}}',
    signedOut: 'Non connecté',
    organization: 'Organisation courante : {{name}}',
    noOrganization: 'Aucune organisation choisie',
    sharedText: 'Texte partagé : {{text}}',
    loading: 'Chargement de vos organisations…',
    organizationCount_one: 'Vous appartenez à {{count}} organisation.',
    organizationCount_other: 'Vous appartenez à {{count}} organisations.',
  },
  standalone: {
    signIn: 'Aucune session n’est enregistrée pour cette adresse. Connectez-vous d’abord par le shell Front Office.',
    openShell: 'Ouvrir le shell',
  },
};
