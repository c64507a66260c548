import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { i18n } from '@front-office/shared/platform';
import pages from '../../../pages';
import { LAVAL, renderWithPlatform, setUpRemoteTests, signInTestUser, stubApi } from '../../../../../build/jest/remote-test-kit';
import type { StubAnswer } from '../../../../../build/jest/remote-test-kit';

setUpRemoteTests();

/** The network boundary: the details call of one form, everything else unknown. */
const stubDetails = (answer: StubAnswer) => stubApi({ 'GET /api/organizations/o2/forms/f1/details': answer });

function renderEditForm() {
  return renderWithPlatform(
    <Routes>
      <Route path="/registrations/admin/edit-form/:formId" element={<pages.EditForm />} />
    </Routes>,
    '/registrations/admin/edit-form/f1',
  );
}

const details = {
  form: { id: 'f1', name: [{ culture: 'en', value: 'Summer camp' }, { culture: 'fr', value: 'Camp d’été' }], content: '' },
  organization: LAVAL,
};

beforeEach(async () => {
  await i18n.changeLanguage('en');
  signInTestUser(LAVAL);
});

describe('the edit-form page until the designer lands (issue 4)', () => {
  it('shows the name of the form of the address, from its details', async () => {
    const requests = stubDetails({ status: 200, body: details });
    renderEditForm();

    expect(await screen.findByTestId('edit-form-name')).toHaveTextContent('Summer camp');
    expect(requests.map((request) => request.path)).toEqual(['/api/organizations/o2/forms/f1/details']);
  });

  it('shows the name in French in French', async () => {
    stubDetails({ status: 200, body: details });
    await i18n.changeLanguage('fr');
    renderEditForm();

    expect(await screen.findByTestId('edit-form-name')).toHaveTextContent('Camp d’été');
  });

  it('shows the translated error when the form does not exist', async () => {
    stubDetails({ status: 404 });
    renderEditForm();

    expect(await screen.findByRole('alert')).toHaveTextContent('Page not found');
  });
});
