export const en = {
  area: { title: 'Form designer' },
  pages: {
    CreateForm: 'Create a form',
    EditForm: 'Edit a form',
  },
  temporary: {
    note: 'Temporary page: this area arrives with its own issue.',
    user: 'Signed in as {{firstName}} {{name}}',
    signedOut: 'Not signed in',
    organization: 'Current organization: {{name}}',
    noOrganization: 'No organization selected',
    sharedText: 'Shared text: {{text}}',
    loading: 'Loading your organizations…',
    organizationCount_one: 'You belong to {{count}} organization.',
    organizationCount_other: 'You belong to {{count}} organizations.',
  },
  standalone: {
    signIn: 'No session is stored for this address. Sign in through the Front Office shell first.',
    openShell: 'Open the shell',
  },
  editForm: {
    loading: 'Loading the form…',
    noOrganization: 'Choose an organization to open this form.',
    comingSoon: 'The form designer arrives with its own issue.',
  },
};
