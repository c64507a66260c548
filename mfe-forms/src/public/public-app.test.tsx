import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Receipt } from '@front-office/shared/core';
import { RECEIPT_KEY, answer, details, field, section, step } from '../features/public-form/test-support';
import { matchPublicRoute } from './match-public-route';
import { PublicApp } from './public-app';

const formContent = { steps: [step('s1', [section('sec', [field('name', 'Text', { text: 'Name', required: true })])])], rules: [] };

describe('public entry routes', () => {
  it.each([
    ['/public/registrations/f1', { page: 'fill', formId: 'f1' }],
    ['/public/registrations/f1/', { page: 'fill', formId: 'f1' }],
    ['/public/registrations/embed/f1', { page: 'embed', formId: 'f1' }],
    ['/public/registrations/f1/confirm/s9', { page: 'confirm', formId: 'f1', submissionId: 's9' }],
    ['/public/bench/large-form', { page: 'notFound' }],
    ['/public/registrations', { page: 'notFound' }],
    ['/registrations/f1', { page: 'notFound' }],
  ])('%s is %j', (path, route) => {
    expect(matchPublicRoute(path)).toEqual(route);
  });
});

describe('the public entry, from the form to its confirmation', () => {
  afterEach(() => window.history.pushState(null, '', '/'));

  it('fills in, submits and lands on the confirmation page of the new submission, its receipt key in the URL (issue 18 §11)', async () => {
    window.history.pushState(null, '', '/public/registrations/form-1');
    const receipt: Receipt = { submissionId: 'sub-1', date: '2026-11-26T15:00:00.000Z', culture: 'en', organizationName: 'Club Aquatique Laval', payment: null };
    const fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') return answer(200, 'sub-1', { 'Receipt-Key': RECEIPT_KEY });
      if (url === 'http://api.test/api/public/forms/form-1/details') return answer(200, details(formContent));
      if (url === `http://api.test/api/public/forms/form-1/submissions/sub-1/receipt?key=${RECEIPT_KEY}`) return answer(200, receipt);
      return answer(404, {});
    });
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    render(<PublicApp apiBaseUrl="http://api.test" language="en" />);

    fireEvent.change(await screen.findByLabelText(/Name/), { target: { value: 'Ada' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Your submission to Summer camp was received successfully.')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/public/registrations/form-1/confirm/sub-1');
    expect(window.location.search).toBe(`?key=${RECEIPT_KEY}`);
    expect(await screen.findByRole('region', { name: 'Receipt' })).toHaveTextContent('Registration numbersub-1');
    expect(fetchMock).toHaveBeenCalledWith('http://api.test/organizations/org-1/forms/form-1', expect.objectContaining({ method: 'POST' }));
  });

  it('shows not found for an unknown form and for an unknown path', async () => {
    window.history.pushState(null, '', '/public/registrations/nope');
    globalThis.fetch = jest.fn(async () => answer(404, { statusCode: 404 })) as unknown as typeof fetch;
    const { unmount } = render(<PublicApp apiBaseUrl="http://api.test" language="fr" />);
    expect(await screen.findByText('Ce formulaire n’existe pas ou n’est pas disponible.')).toBeInTheDocument();
    unmount();
    window.history.pushState(null, '', '/public/elsewhere');
    render(<PublicApp apiBaseUrl="http://api.test" language="en" />);
    await waitFor(() => expect(screen.getByText('This form does not exist or is not available.')).toBeInTheDocument());
  });

  it('issue 13 §6: a made-up submission id shows not found, never the thank-you message', async () => {
    window.history.pushState(null, '', '/public/registrations/form-1/confirm/made-up');
    globalThis.fetch = jest.fn(async (url: string) =>
      url === 'http://api.test/api/public/forms/form-1/details' ? answer(200, details(formContent)) : answer(404, { statusCode: 404 }),
    ) as unknown as typeof fetch;
    render(<PublicApp apiBaseUrl="http://api.test" language="en" />);
    expect(await screen.findByText('This form does not exist or is not available.')).toBeInTheDocument();
    expect(screen.queryByText(/was received successfully/)).not.toBeInTheDocument();
  });

  it('issue 13 §6: a form id the server cannot read ("abc", answered 400) shows not found', async () => {
    window.history.pushState(null, '', '/public/registrations/abc');
    globalThis.fetch = jest.fn(async () => answer(400, { statusCode: 400, message: 'params/formId must match format "uuid"' })) as unknown as typeof fetch;
    render(<PublicApp apiBaseUrl="http://api.test" language="en" />);
    expect(await screen.findByText('This form does not exist or is not available.')).toBeInTheDocument();
  });
});
