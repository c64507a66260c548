import { publicFormEn } from '../features/public-form/i18n/public-form-texts';

export const en = {
  publicForm: publicFormEn,
  area: { title: 'Forms' },
  pages: {
    FormsList: 'Forms list',
    FormPreview: 'Form preview',
    PublicEmbed: 'Embedded form',
    Confirmation: 'Confirmation',
  },
  formsList: {
    title: 'Forms',
    create: 'Create a form',
    loading: 'Loading the forms…',
    empty: 'There are no forms yet.',
    noOrganization: 'Choose an organization to see its forms.',
    cardSubmissions: 'Submissions: {{number}}',
    columns: {
      name: 'Form name',
      submissions: 'Submissions',
      lastUpdate: 'Last update',
      editedBy: 'Edited by',
      actions: 'Actions',
    },
    editedBy: '{{firstName}} {{name}}',
    actions: {
      submissions: 'Submissions of {{name}}',
      preview: 'Preview {{name}} (new tab)',
      edit: 'Edit {{name}}',
      clone: 'Clone {{name}}',
      delete: 'Delete {{name}}',
    },
    tooltips: {
      submissions: 'Submissions',
      preview: 'Preview',
      edit: 'Edit',
      clone: 'Clone',
      delete: 'Delete',
    },
    createDialog: {
      title: 'Create a form',
      submit: 'Create',
    },
    cloneDialog: {
      title: 'Clone a form',
      name: 'New form name',
      copy: 'copy',
      submit: 'Clone',
      success: 'Form cloned',
    },
    deleteDialog: {
      title: 'Delete the form',
      message: 'Delete the form “{{name}}”? This cannot be undone.',
      success: 'Form deleted',
      moneyHeld: 'Payments of its submissions are not refunded, or installments are still planned. Refund or cancel them before deleting this form.',
    },
    validation: {
      nameRequired: 'The form name is required',
      nameTooLong: 'The form name is too long (100 characters maximum)',
    },
  },
};
