import type { en } from './en';

export const fr: typeof en = {
  area: { title: 'Rapports' },
  pages: {
    ReportsHome: 'Rapports',
    SavedReports: 'Rapports enregistrés',
    ReportEditor: 'Éditeur de rapport',
  },
};
