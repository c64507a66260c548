export const en = {
  area: { title: 'Form designer' },
  pages: {
    CreateForm: 'Create a form',
    EditForm: 'Edit a form',
  },
  editForm: {
    loading: 'Loading the form…',
    noOrganization: 'Choose an organization to open this form.',
    comingSoon: 'The form designer arrives with its own issue.',
  },
  canvas: {
    rendererLoading: 'Loading the field…',
    rendererUnavailable: 'This {{type}} field cannot be shown right now.',
  },
};
