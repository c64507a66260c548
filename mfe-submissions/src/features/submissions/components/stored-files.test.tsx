import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LAVAL, changeLanguage, renderWithPlatform, setUpRemoteTests, signInTestUser, stubApi } from '../../../../../build/jest/remote-test-kit';
import { Route, Routes } from '@front-office/shared/router';
import pages from '../../../pages';
import { forgetFormRenderer } from '../../form-renderer/load-form-renderer';
import { CONTENT, FORM, makeSubmission, rights } from '../test-support';

setUpRemoteTests({ asyncUtilTimeout: 10_000 });
jest.setTimeout(30_000);

const detailPath = '/api/organizations/o2/forms/f1/submissions/s1/details';
const historyPath = '/api/organizations/o2/forms/f1/submissions/s1/history';
const signaturePath = 'signatures/u9/s1-signature.png';

const text = (en: string, fr: string) => [
  { culture: 'en' as const, value: en },
  { culture: 'fr' as const, value: fr },
];
const signed = {
  ...CONTENT,
  steps: [
    {
      ...CONTENT.steps[0]!,
      sections: [
        ...CONTENT.steps[0]!.sections,
        {
          id: 'sec2',
          name: text('Consent', 'Consentement'),
          multiple: false,
          visible: true,
          fields: [{ id: 'sign', type: 'Signature', text: text('Parent signature', 'Signature du parent'), size: 12, required: false, visible: true, enabled: true }],
        },
      ],
    },
  ],
};

/** The API stub, with the stored files answered as blobs (the shared stub answers JSON only). */
function stubWithFiles(fileRequests: string[]) {
  const submission = makeSubmission(1);
  submission.fields = [...submission.fields, { id: 'sign', rowId: null, value: JSON.stringify({ value: signaturePath }) }];
  stubApi({
    [`GET ${detailPath}`]: { status: 200, body: { form: { ...FORM, content: JSON.stringify(signed) }, submission } },
    [`GET ${historyPath}`]: { status: 200, body: [] },
  });
  const json = globalThis.fetch;
  globalThis.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    if (!url.pathname.startsWith('/api/form/file/')) return json(input, init);
    fileRequests.push(decodeURIComponent(url.pathname));
    return Promise.resolve({ ok: true, status: 200, headers: new Headers({ 'Content-Type': 'image/png' }), blob: async () => new Blob(['png'], { type: 'image/png' }) } as unknown as Response);
  }) as typeof fetch;
}

function renderDetail() {
  return renderWithPlatform(
    <Routes>
      <Route path="/registrations/submissions/:formId/:submissionId" element={<pages.SubmissionDetail />} />
    </Routes>,
    '/registrations/submissions/f1/s1',
  );
}

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:signature');
  URL.revokeObjectURL = jest.fn();
});
afterEach(async () => {
  forgetFormRenderer();
  await changeLanguage('en');
});

describe('the files of a submission as staff see them (issue 23 §2, §3)', () => {
  it('shows each file under the name it was uploaded with, never its storage path', async () => {
    stubWithFiles([]);
    signInTestUser(LAVAL, rights());
    renderDetail();
    const answers = await screen.findByTestId('submission-answers');
    expect(await within(answers).findByText('Current file: medical form.pdf')).toBeInTheDocument();
    expect(within(answers).getByRole('button', { name: 'Download medical form.pdf' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('uploads/u1');
    expect(document.body).not.toHaveTextContent('signatures/u9');
  });

  it('shows the stored signature as an image read with the session, not an empty drawing box', async () => {
    const fileRequests: string[] = [];
    stubWithFiles(fileRequests);
    signInTestUser(LAVAL, rights());
    renderDetail();
    const answers = await screen.findByTestId('submission-answers');
    const image = await within(answers).findByRole('img', { name: 'Signature: Parent signature' });
    expect(image).toHaveAttribute('src', 'blob:signature');
    expect(fileRequests).toContain(`/api/form/file/${signaturePath}`);
    // Read-only, the signature is its picture: no canvas to draw on, no Clear.
    expect(answers.querySelector('canvas')).toBeNull();
    expect(within(answers).queryByRole('button', { name: 'Clear' })).toBeNull();
  });

  it('says it in French too', async () => {
    stubWithFiles([]);
    signInTestUser(LAVAL, rights());
    renderDetail();
    const answers = await screen.findByTestId('submission-answers');
    // The platform sets the user's language when it mounts: French is chosen after.
    await changeLanguage('fr');
    expect(await within(answers).findByRole('img', { name: 'Signature : Signature du parent' })).toBeInTheDocument();
    await waitFor(() => expect(within(answers).getByText('Fichier actuel : medical form.pdf')).toBeInTheDocument());
  });
});

describe('files edited in place, per repeat copy (issue 23 §1)', () => {
  const children = {
    steps: [
      {
        id: 's1',
        name: text('Family', 'Famille'),
        sections: [
          {
            id: 'kids',
            name: text('Child', 'Enfant'),
            multiple: true,
            visible: true,
            fields: [
              { id: 'kid', type: 'Text', text: text('Name', 'Nom'), size: 6, required: false, visible: true, enabled: true },
              { id: 'cert', type: 'UploadFile', text: text('Medical certificate', 'Certificat médical'), size: 6, required: false, visible: true, enabled: true },
            ],
          },
        ],
      },
    ],
    rules: [],
  };

  it('shows each copy’s current file in the form, replaces only the chosen copy’s and posts it under that copy’s key', async () => {
    const submission = makeSubmission(1, { payment: null, coupon: null, money: null });
    submission.fields = [{ id: 'kids', rowId: null, value: JSON.stringify({ value: [{ kid: 'Ada', cert: 'uploads/k1/ada.pdf' }, { kid: 'Bob', cert: 'uploads/k2/bob.pdf' }] }) }];
    const requests = stubApi({
      [`GET ${detailPath}`]: { status: 200, body: { form: { ...FORM, content: JSON.stringify(children) }, submission } },
      [`GET ${historyPath}`]: { status: 200, body: [] },
      [`PUT /api/organizations/o2/forms/f1/submissions/s1`]: { status: 200, body: { form: FORM, submission } },
    });
    signInTestUser(LAVAL, rights());
    renderDetail();
    await screen.findByTestId('submission-answers');
    // No separate files block: the files are in the form.
    expect(screen.queryByRole('heading', { name: 'Files' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const answers = await screen.findByTestId('submission-answers');
    const second = within(within(answers).getByRole('group', { name: 'Child #2' }));
    expect(second.getByText('Current file: bob.pdf')).toBeInTheDocument();
    expect(second.getByRole('button', { name: 'Download bob.pdf' })).toBeInTheDocument();
    await userEvent.upload(second.getByLabelText('Medical certificate'), new File(['%PDF-1.4'], 'bob 2026.pdf', { type: 'application/pdf' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'PUT')).toBe(true));
    const body = requests.find((request) => request.method === 'PUT')?.body as FormData;
    const parts = [...body.keys()].filter((key) => key.startsWith('cert'));
    expect(parts).toEqual(['cert@2']);
    expect((body.get('cert@2') as File).name).toBe('bob 2026.pdf');
  });
});
