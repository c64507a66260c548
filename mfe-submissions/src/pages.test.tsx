import { i18n } from '@front-office/shared/platform';
import { setUpRemoteTests } from '../../build/jest/remote-test-kit';
import pages from './pages';

setUpRemoteTests();

describe('the federated ./pages module of submissions', () => {
  it('exposes exactly the page names of the route table', () => {
    expect(Object.keys(pages).sort()).toEqual(['SubmissionDetail', 'SubmissionsList']);
  });

  it('registers the submissions namespace in both languages', () => {
    expect(i18n.hasResourceBundle('en', 'submissions')).toBe(true);
    expect(i18n.hasResourceBundle('fr', 'submissions')).toBe(true);
  });
});
