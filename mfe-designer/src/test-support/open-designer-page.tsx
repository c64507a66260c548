import { screen } from '@testing-library/react';
import type { PermissionEntry } from '@front-office/shared/core';
import { i18n } from '@front-office/shared/platform';
import { Route, Routes } from '@front-office/shared/router';
import pages from '../pages';
import { LAVAL, renderWithPlatform, signInTestUser, stubApi } from '../../../build/jest/remote-test-kit';
import type { RecordedRequest, StubAnswer } from '../../../build/jest/remote-test-kit';

/** Jest only: the designer page on its real route for form `f1`, with the API answering `answers`; gives the recorded requests. */
export function openDesignerPage(answers: Record<string, StubAnswer>): RecordedRequest[] {
  const requests = stubApi(answers);
  renderWithPlatform(
    <Routes>
      <Route path="/registrations/admin/edit-form/:formId" element={<pages.EditForm />} />
    </Routes>,
    '/registrations/admin/edit-form/f1',
  );
  return requests;
}

/** Jest only: a Laval user with `rights` opens the designer on `form` (id f1 of o2) in `language`, once its name is shown. */
export async function openDesignerOn(form: object, rights: PermissionEntry[], language: 'en' | 'fr' = 'en'): Promise<void> {
  signInTestUser(LAVAL, rights);
  await i18n.changeLanguage(language);
  openDesignerPage({ 'GET /api/organizations/o2/forms/f1/details': { status: 200, body: { form, organization: LAVAL } } });
  await screen.findByTestId('designer-form-name');
}
