import { DISPUTE_LABELS, PAYMENT_STATUS_LABELS } from '@front-office/shared/core';

/** English texts of the `common` namespace; the spec's own wording where it gives one. */
export const commonEn = {
  appName: 'Front Office',
  loading: 'Loading…',
  errors: {
    generic: 'An error occured',
    refresh: 'An error occured, please refresh the page and try again',
    http400: 'Error 400',
    sessionExpired: 'Session expired',
    notFound: 'Page not found',
    server: 'Server error',
    network: 'The server cannot be reached, please try again',
    boundary: 'Something went wrong while showing this part of the page.',
    retry: 'Try again',
    limitReached: 'Maximum number of submissions reached',
    tooManyRequests: 'Too many attempts in a short time: try again in {{seconds}} seconds',
  },
  validation: {
    required: 'Required',
    invalidEmail: 'Invalid email',
    passwordMin: 'The password must have at least 4 characters',
    organizationNameRequired: "Name can't be empty",
    organizationNameTooLong: 'Name is too long (100 characters maximum)',
    organizationNameInvalid: 'Valid name required',
  },
  pagination: {
    label: 'Pagination',
    first: 'First page',
    previous: 'Previous page',
    next: 'Next page',
    last: 'Last page',
    page: 'Page {{page}}',
  },
  confirm: {
    confirm: 'Confirm',
    cancel: 'Cancel',
    delete: 'Delete',
  },
  actions: {
    save: 'Save',
    cancel: 'Cancel',
    edit: 'Edit',
    delete: 'Delete',
    close: 'Close',
    back: 'Back',
  },
  // The same words as the report files' payment status column (shared/core reports).
  paymentStatus: {
    ...PAYMENT_STATUS_LABELS.en,
    ...DISPUTE_LABELS.en,
    unknown: 'Unknown',
  },
  empty: {
    forms: 'No forms yet',
    submissions: 'No submissions yet',
    paymentAccounts: 'No payment accounts on this organization',
    fields: 'There are no fields in this form',
    reports: 'No saved reports',
  },
  languages: {
    fr: 'Français',
    en: 'English',
  },
  /** A remote's standalone host without a stored session (StandaloneHost). */
  standalone: {
    signIn: 'No session is stored for this address. Sign in through the Front Office shell first.',
    openShell: 'Open the shell',
  },
  /** The create-form fields (CreateFormFields: the forms list's dialog and the designer's create page). */
  createForm: {
    avatar: 'Form image',
    chooseAvatar: 'Choose an image',
    avatarPreview: 'Preview of the chosen image',
    avatarType: 'Choose a PNG or JPEG image',
    avatarSize: 'The image must be at most 2 MB',
    name: 'Form name',
    template: 'Template',
    templatePlaceholder: 'Choose a template',
    templatesLoading: 'Loading the templates…',
    moreTemplates: 'More templates',
    languages: 'Languages',
    english: 'English',
    french: 'French',
    success: 'Form created',
    nameRequired: 'The form name is required',
    nameTooLong: 'The form name is too long (100 characters maximum)',
    templateRequired: 'A template is required',
    languageRequired: 'Choose at least one language',
    templateNames: { blank: 'Blank form', contact: 'Contact form' },
  },
};

/** Shape every translation of `common` must follow. */
export type CommonTexts = typeof commonEn;
