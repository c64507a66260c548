import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RECEIPT_KEY, content, details, field, renderWithEnv, section, step, answer } from '../test-support';
import { PublicFormView } from './public-form-view';

const twoSteps = [
  step('s1', [section('who', [field('name', 'Text', { text: 'Name', required: true }), field('email', 'EmailAddress', { text: 'E-mail' })])], 'About you'),
  step('s2', [section('more', [field('swim', 'CheckBox', { text: 'Can swim' }), field('level', 'Text', { text: 'Level', visible: false })])], 'Skills'),
];
const showLevel = [{ id: 'r1', name: 'show level', conditions: [[{ id: 'c1', fieldId: 'swim', comparisonOperator: 'isChecked', value: true }]], targets: [{ id: 't1', fieldId: 'level', action: 'isVisible' }] }];

function renderForm(raw: unknown[], rules: unknown[] = [], formExtra = {}, mode: 'public' | 'embed' | 'preview' = 'public') {
  const onSubmitted = jest.fn();
  const formContent = content(raw, rules);
  const view = renderWithEnv(
    <PublicFormView details={details({ steps: raw, rules }, formExtra)} content={formContent} mode={mode} onSubmitted={onSubmitted} />,
  );
  return { onSubmitted, ...view };
}

const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));

afterEach(() => jest.restoreAllMocks());

describe('public form steps (spec 001 §2, §4)', () => {
  it('shows the header, and a progress indicator only with more than one step', () => {
    renderForm(twoSteps);
    expect(screen.getByRole('heading', { name: 'Summer camp' })).toBeInTheDocument();
    expect(screen.getByText('Club Aquatique Laval')).toBeInTheDocument();
    expect(screen.getByAltText('Logo of Club Aquatique Laval')).toHaveAttribute('src', 'http://api.test/api/form/file/avatars/o1/logo.png');
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
  });

  it('has no progress indicator for a single step', () => {
    renderForm([twoSteps[0]]);
    expect(screen.queryByText(/Step 1 of/)).toBeNull();
  });

  it('blocks Next with the translated message until the step validates, then Previous goes back', () => {
    renderForm(twoSteps);
    next();
    expect(screen.getByText('Required field')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
    expect(screen.getByLabelText(/Name/)).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(screen.getByLabelText(/Name/), { target: { value: 'Ada' } });
    expect(screen.queryByText('Required field')).toBeNull();
    // Issue 13 §6: with the highlighted field fixed, the message goes too.
    expect(screen.queryByText('Please correct the highlighted fields.')).toBeNull();
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'not-an-email' } });
    next();
    expect(screen.getByText('Invalid email')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'ada@example.com' } });
    next();
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    expect(screen.getByLabelText('Can swim')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByLabelText(/Name/)).toHaveValue('Ada');
  });

  it('shows the validation messages in French', () => {
    const raw = [twoSteps[0]];
    renderWithEnv(<PublicFormView details={details({ steps: raw, rules: [] })} content={content(raw)} mode="public" onSubmitted={jest.fn()} />, { language: 'fr' });
    fireEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(screen.getByText('Champ obligatoire')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Camp d’été' })).toBeInTheDocument();
  });

  it('applies a rule live: checking a box shows the field it targets (spec 001 §4)', () => {
    renderForm([twoSteps[1]], showLevel);
    expect(screen.queryByLabelText('Level')).toBeNull();
    fireEvent.click(screen.getByLabelText('Can swim'));
    expect(screen.getByLabelText('Level')).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('Can swim'));
    expect(screen.queryByLabelText('Level')).toBeNull();
  });

  it('adds and removes copies of a repeatable section within min and max', () => {
    renderForm([step('s1', [section('kids', [field('kid', 'Text', { text: 'Child' })], { name: 'Children', multiple: true, multipleValidations: { min: 1, max: 2 } })])]);
    expect(screen.getAllByLabelText('Child')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getAllByLabelText('Child')).toHaveLength(2);
    expect(screen.getByRole('group', { name: 'Children #2' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull();
    fireEvent.change(screen.getAllByLabelText('Child')[1]!, { target: { value: 'Bob' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Remove' })[0]!);
    expect(screen.getAllByLabelText('Child')).toHaveLength(1);
    expect(screen.getByLabelText('Child')).toHaveValue('Bob');
    expect(screen.getByRole('button', { name: 'Add' })).toBeInTheDocument();
  });

  it('lists every visible answer on the summary step', async () => {
    renderForm(twoSteps, showLevel);
    fireEvent.change(screen.getByLabelText(/Name/), { target: { value: 'Ada' } });
    next();
    fireEvent.click(screen.getByLabelText('Can swim'));
    fireEvent.change(screen.getByLabelText('Level'), { target: { value: 'Advanced' } });
    next();
    expect(screen.getByText('Step 3 of 3')).toBeInTheDocument();
    const summary = (await screen.findByText('Check your answers before submitting.')).parentElement!;
    const row = (label: string) => within(summary).getByText(label).parentElement!;
    expect(row('Name')).toHaveTextContent('Ada');
    expect(row('E-mail')).toHaveTextContent('—');
    expect(row('Can swim')).toHaveTextContent('Yes');
    expect(row('Level')).toHaveTextContent('Advanced');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
  });

  it('shows dates DD-MM-YYYY (spec 000 §9) and keeps each list to <dt>/<dd> groups, copy titles outside (axe definition-list)', async () => {
    renderForm([
      step('s1', [
        section('who', [field('birth', 'Birthdate', { text: 'Birth date' })]),
        section('kids', [field('kid', 'Text', { text: 'Child' })], { name: 'Children', multiple: true, multipleValidations: { min: 1, max: 2 } }),
      ]),
    ]);
    fireEvent.change(screen.getByLabelText('Birth date'), { target: { value: '2016-04-12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    fireEvent.change(screen.getAllByLabelText('Child')[0]!, { target: { value: 'Ada' } });
    fireEvent.change(screen.getAllByLabelText('Child')[1]!, { target: { value: 'Bob' } });
    next();
    const summary = (await screen.findByText('Check your answers before submitting.')).parentElement!;
    expect(within(summary).getByText('Birth date').parentElement).toHaveTextContent('12-04-2016');
    expect(summary).not.toHaveTextContent('2016-04-12');
    expect(within(summary).getByText('Children #2')).toBeInTheDocument();
    const lists = summary.querySelectorAll('dl');
    expect(lists).toHaveLength(3);
    for (const list of Array.from(lists)) {
      for (const group of Array.from(list.children)) {
        expect(group.tagName).toBe('DIV');
        expect(Array.from(group.children).map((child) => child.tagName)).toEqual(['DT', 'DD']);
      }
    }
  });
});

describe('submitting (spec 001 §4, §7, §8)', () => {
  const single = [step('s1', [section('who', [field('name', 'Text', { text: 'Name' }), field('email', 'EmailAddress', { text: 'E-mail' }), field('doc', 'UploadFile', { text: 'Document' })])])];

  async function fillAndSubmit(status: number, body: unknown, formExtra = {}, headers: Record<string, string> = {}) {
    const fetchMock = jest.fn(async () => answer(status, body, status === 200 ? { 'Receipt-Key': RECEIPT_KEY } : headers));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const rendered = renderForm(single, [], formExtra);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Document'), { target: { files: [new File(['%PDF'], 'id.pdf', { type: 'application/pdf' })] } });
    next();
    // The summary (and the submission code) load when the step opens.
    await screen.findByText('Check your answers before submitting.');
    return { fetchMock, ...rendered };
  }

  it('posts the multipart parts and goes to the confirmation with the new id and its receipt key (issue 18 §11)', async () => {
    const { fetchMock, onSubmitted } = await fillAndSubmit(200, 'sub-42');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith('sub-42', RECEIPT_KEY));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://api.test/organizations/org-1/forms/form-1');
    expect(init.method).toBe('POST');
    const body = init.body as FormData;
    expect(JSON.parse(body.get('Content') as string)).toEqual([
      { id: 'name', rowId: null, value: JSON.stringify({ value: 'Ada' }) },
      { id: 'email', rowId: null, value: JSON.stringify({ value: 'ada@example.com' }) },
      { id: 'doc', rowId: null, value: JSON.stringify({ value: 'id.pdf' }) },
    ]);
    expect(body.get('CustomerEmail')).toBe('ada@example.com');
    expect(body.get('Culture')).toBe('en');
    expect((body.get('doc') as File).name).toBe('id.pdf');
    expect(body.get('RecaptchaToken')).toBeNull();
  });

  it.each([
    [400, { errors: ['submissionLimit'] }, 'This form has reached its submission limit.'],
    [400, { errors: ['noRecaptcha'] }, 'Please confirm that you are not a robot.'],
    [400, { errors: ['limit'] }, 'A limit was reached for this form. Please check your answers and try again.'],
    [400, { errors: ['name: required'] }, 'An error occurred. Please try again.'],
    [402, {}, 'Your payment was declined.'],
    [403, {}, 'The captcha is invalid. Please try again.'],
    [500, {}, 'An error occurred. Please try again.'],
  ])('maps a %i answer %j to its message and stays on the form', async (status, body, message) => {
    const { onSubmitted } = await fillAndSubmit(status, body);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(onSubmitted).not.toHaveBeenCalled();
  });

  it('a visitor stopped by the rate limit (429) is told how long to wait, from Retry-After, and keeps the answers', async () => {
    const refusal = { statusCode: 429, error: 'Too Many Requests', message: 'Rate limit exceeded, retry in 42 seconds' };
    const { onSubmitted } = await fillAndSubmit(429, refusal, {}, { 'Retry-After': '42' });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Too many submissions were sent from your connection in a short time. Please wait 42 seconds, then submit again: your answers are kept.')).toBeInTheDocument();
    expect(onSubmitted).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('requires the captcha token on the last step when the form enables it, then sends it', async () => {
    const { fetchMock, onSubmitted } = await fillAndSubmit(200, { id: 'sub-7' }, { recaptchaEnabled: true });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Required field')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(await screen.findByLabelText('I am not a robot (no captcha key is configured)'));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith('sub-7', RECEIPT_KEY));
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect((init.body as FormData).get('RecaptchaToken')).toBe('sample-mode');
  });

  it('never posts from the preview', () => {
    const fetchMock = jest.fn();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    renderForm(single, [], {}, 'preview');
    expect(screen.getByText('Preview: submissions are not sent.')).toBeInTheDocument();
    next();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
