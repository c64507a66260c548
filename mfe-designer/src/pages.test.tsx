import { i18n } from '@front-office/shared/platform';
import { setUpRemoteTests } from '../../build/jest/remote-test-kit';
import pages from './pages';

setUpRemoteTests();

describe('the federated ./pages module of designer', () => {
  it('exposes exactly the page names of the route table', () => {
    expect(Object.keys(pages).sort()).toEqual(['CreateForm', 'EditForm']);
  });

  it('registers the designer namespace in both languages', () => {
    expect(i18n.hasResourceBundle('en', 'designer')).toBe(true);
    expect(i18n.hasResourceBundle('fr', 'designer')).toBe(true);
  });

});
