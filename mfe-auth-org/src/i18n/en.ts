export const en = {
  area: { title: 'Organizations' },
  pages: {
    OrganizationSelection: 'Organization selection',
    OrganizationProfile: 'Organization profile',
  },
  selection: {
    title: 'Choose an organization',
    add: 'Add an organization',
    loading: 'Loading your organizations…',
    empty: 'You are not a member of any organization yet.',
    choosing: 'Opening {{name}}…',
  },
  addDialog: {
    title: 'Add an organization',
    body: 'Creating an organization is not available yet: it arrives with its own issue.',
    close: 'Close',
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
};
