import type { en } from './en';
import { publicFormFr } from '../features/public-form/i18n/public-form-texts';

export const fr: typeof en = {
  publicForm: publicFormFr,
  area: { title: 'Formulaires' },
  pages: {
    FormsList: 'Liste des formulaires',
    FormPreview: 'Aperçu du formulaire',
    PublicEmbed: 'Formulaire intégré',
    Confirmation: 'Confirmation',
  },
  formsList: {
    title: 'Formulaires',
    create: 'Créer un formulaire',
    loading: 'Chargement des formulaires…',
    empty: 'Aucun formulaire pour le moment.',
    noOrganization: 'Choisissez une organisation pour voir ses formulaires.',
    cardSubmissions: 'Soumissions : {{number}}',
    columns: {
      name: 'Nom du formulaire',
      submissions: 'Soumissions',
      lastUpdate: 'Dernière modification',
      editedBy: 'Modifié par',
      actions: 'Actions',
    },
    editedBy: '{{firstName}} {{name}}',
    actions: {
      submissions: 'Soumissions de {{name}}',
      preview: 'Aperçu de {{name}} (nouvel onglet)',
      edit: 'Modifier {{name}}',
      clone: 'Dupliquer {{name}}',
      delete: 'Supprimer {{name}}',
    },
    tooltips: {
      submissions: 'Soumissions',
      preview: 'Aperçu',
      edit: 'Modifier',
      clone: 'Dupliquer',
      delete: 'Supprimer',
    },
    createDialog: {
      title: 'Créer un formulaire',
      submit: 'Créer',
    },
    cloneDialog: {
      title: 'Dupliquer un formulaire',
      name: 'Nom du nouveau formulaire',
      copy: 'copie',
      submit: 'Dupliquer',
      success: 'Formulaire dupliqué',
    },
    deleteDialog: {
      title: 'Supprimer le formulaire',
      message: 'Supprimer le formulaire « {{name}} » ? Cette action est définitive.',
      success: 'Formulaire supprimé',
      moneyHeld: 'Des paiements de ses soumissions ne sont pas remboursés, ou des versements sont encore prévus. Remboursez-les ou annulez-les avant de supprimer ce formulaire.',
    },
    validation: {
      nameRequired: 'Le nom du formulaire est obligatoire',
      nameTooLong: 'Le nom du formulaire est trop long (100 caractères maximum)',
    },
  },
};
