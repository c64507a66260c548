import type { en } from './en';

export const fr: typeof en = {
  area: { title: 'Conception de formulaires' },
  pages: {
    CreateForm: 'Créer un formulaire',
    EditForm: 'Modifier un formulaire',
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
  editForm: {
    loading: 'Chargement du formulaire…',
    noOrganization: 'Choisissez une organisation pour ouvrir ce formulaire.',
    comingSoon: 'Le concepteur de formulaires arrive avec son propre ticket.',
  },
};
