import { i18n } from '@front-office/shared/platform';
import { setUpRemoteTests } from '../../build/jest/remote-test-kit';
import pages from './pages';

setUpRemoteTests();

describe('the federated ./pages module of reports', () => {
  it('exposes exactly the page names of the route table', () => {
    expect(Object.keys(pages).sort()).toEqual(['ReportEditor', 'ReportsHome', 'SavedReports']);
  });

  it('registers the reports namespace in both languages', () => {
    expect(i18n.hasResourceBundle('en', 'reports')).toBe(true);
    expect(i18n.hasResourceBundle('fr', 'reports')).toBe(true);
  });
});
