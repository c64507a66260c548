import { Route, Routes } from '@front-office/shared/router';
import pages from '../pages';
import { renderWithPlatform, stubApi } from '../../../build/jest/remote-test-kit';
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
