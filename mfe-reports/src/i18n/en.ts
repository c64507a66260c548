export const en = {
  area: { title: 'Reports' },
  pages: {
    ReportsHome: 'Reports',
    SavedReports: 'Saved reports',
    ReportEditor: 'Report editor',
  },
};
