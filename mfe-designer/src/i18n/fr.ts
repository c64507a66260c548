import type { en } from './en';

export const fr: typeof en = {
  area: { title: 'Conception de formulaires' },
  pages: {
    CreateForm: 'Créer un formulaire',
    EditForm: 'Modifier un formulaire',
  },
  editForm: {
    loading: 'Chargement du formulaire…',
    noOrganization: 'Choisissez une organisation pour ouvrir ce formulaire.',
    comingSoon: 'Le concepteur de formulaires arrive avec son propre ticket.',
  },
  canvas: {
    rendererLoading: 'Chargement du champ…',
    rendererUnavailable: 'Ce champ {{type}} ne peut pas être affiché pour le moment.',
  },
};
