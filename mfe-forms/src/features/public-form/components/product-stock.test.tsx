// Issue 18 §4: the public form shows what is left of each product, refuses more before posting,
// checks the stock again before Submit, and shows each refusal of the server at its field.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Language } from '@front-office/shared/core';
import { answer, content, details, field, renderWithEnv, section, step } from '../test-support';
import { PublicFormView } from './public-form-view';

const shop = field('gear', 'Products', {
  text: [
    { culture: 'en', value: 'Gear' },
    { culture: 'fr', value: 'Équipement' },
  ],
  products: [
    { value: 'cap', text: [{ culture: 'en', value: 'Cap' }, { culture: 'fr', value: 'Casquette' }], price: 1000, limit: 3 },
    { value: 'goggles', text: [{ culture: 'en', value: 'Goggles' }, { culture: 'fr', value: 'Lunettes' }], price: 900, limit: 2 },
    { value: 'shirt', text: [{ culture: 'en', value: 'Shirt' }, { culture: 'fr', value: 'Chandail' }], price: 1500 },
  ],
});
const raw = [step('s1', [section('shop', [shop])], 'Shop'), step('s2', [section('who', [field('name', 'Text', { text: 'Name' })])], 'You')];

const TEXTS = {
  en: { next: 'Next', submit: 'Submit', fix: 'Please correct the highlighted fields.', capQuantity: 'Quantity of Cap', gogglesQuantity: 'Quantity of Goggles', soldOut: 'Sold out', oneLeft: '1 left', twoLeft: '2 left', capOne: 'Only 1 left of Cap', capNone: 'None left of Cap', gogglesNone: 'None left of Goggles', summary: 'Check your answers before submitting.' },
  fr: { next: 'Suivant', submit: 'Soumettre', fix: 'Veuillez corriger les champs indiqués.', capQuantity: 'Quantité de Casquette', gogglesQuantity: 'Quantité de Lunettes', soldOut: 'Épuisé', oneLeft: 'Il en reste 1', twoLeft: 'Il en reste 2', capOne: 'Casquette : il n’en reste que 1', capNone: 'Casquette : il n’en reste plus', gogglesNone: 'Lunettes : il n’en reste plus', summary: 'Vérifiez vos réponses avant de soumettre.' },
};

function renderShop(language: Language, fieldProperties: Record<string, unknown>) {
  const onSubmitted = jest.fn();
  renderWithEnv(<PublicFormView details={details({ steps: raw, rules: [] }, { fieldProperties: fieldProperties as never })} content={content(raw)} mode="public" onSubmitted={onSubmitted} />, { language });
  return { onSubmitted };
}

/** The API: the public details with the claims given (read again by the summary's check), and the submission's answer. */
function mockApi(claimedNow: Record<string, number>, submission: { status: number; body: unknown }) {
  const fetchMock = jest.fn(async (url: string) =>
    url.includes('/api/public/forms/')
      ? answer(200, details({ steps: raw, rules: [] }, { fieldProperties: { gear: { claimed: claimedNow } } }))
      : answer(submission.status, submission.body),
  );
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const posts = (fetchMock: jest.Mock) => fetchMock.mock.calls.filter(([url]) => !String(url).includes('/api/public/forms/'));

afterEach(() => jest.restoreAllMocks());

describe.each(['en', 'fr'] as const)('issue 18 §4 product stock on the public form (%s)', (language) => {
  const text = TEXTS[language];

  it('shows what is left of each product, and a sold-out product as sold out and not choosable', () => {
    renderShop(language, { gear: { claimed: { cap: 2, goggles: 2 } } });
    expect(screen.getByText(text.oneLeft)).toBeInTheDocument();
    expect(screen.getByText(text.soldOut)).toBeInTheDocument();
    expect(screen.getByLabelText(text.gogglesQuantity)).toBeDisabled();
    expect(screen.getByLabelText(text.capQuantity)).toBeEnabled();
    expect(screen.getByLabelText(text.capQuantity)).toHaveAttribute('max', '1');
    expect(screen.getByLabelText(text.capQuantity)).toHaveAccessibleDescription(text.oneLeft);
  });

  it('refuses a quantity above what is left before posting, naming the product (spec 001 §5 Products)', () => {
    const fetchMock = mockApi({}, { status: 200, body: 'never' });
    renderShop(language, { gear: { claimed: { cap: 2 } } });
    fireEvent.change(screen.getByLabelText(text.capQuantity), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: text.next }));
    expect(screen.getByText(text.capOne)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(text.fix);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks the stock again on the summary step: products taken meanwhile send the visitor back to their field, nothing is posted', async () => {
    const fetchMock = mockApi({ cap: 3, goggles: 2 }, { status: 200, body: 'never' });
    const { onSubmitted } = renderShop(language, { gear: { claimed: { cap: 1 } } });
    expect(screen.getAllByText(text.twoLeft)).toHaveLength(2);
    fireEvent.change(screen.getByLabelText(text.capQuantity), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText(text.gogglesQuantity), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: text.next }));
    fireEvent.click(screen.getByRole('button', { name: text.next }));
    await screen.findByText(text.summary);
    fireEvent.click(screen.getByRole('button', { name: text.submit }));
    // Both products are named at the field, each with its own message, and shown as sold out now.
    expect(await screen.findByText(text.capNone)).toBeInTheDocument();
    expect(screen.getByText(text.gogglesNone)).toBeInTheDocument();
    expect(screen.getAllByText(text.soldOut)).toHaveLength(2);
    expect(screen.getByRole('alert')).toHaveTextContent(text.fix);
    expect(screen.getByLabelText(text.capQuantity)).toHaveFocus();
    expect(posts(fetchMock)).toHaveLength(0);
    expect(onSubmitted).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal of every product at its field on its step, never a generic error', async () => {
    // The check saw stock left; the server's transaction found it taken (another visitor was faster).
    const refusal = {
      statusCode: 400,
      error: 'Bad Request',
      message: 'A product limit was reached',
      errors: ['limit', 'productLimit'],
      fields: { gear: { key: 'validation.productLeft', params: { product: 'cap', left: 1 }, more: [{ key: 'validation.productNoneLeft', params: { product: 'goggles', left: 0 } }] } },
    };
    const fetchMock = mockApi({}, { status: 400, body: refusal });
    const { onSubmitted } = renderShop(language, {});
    fireEvent.change(screen.getByLabelText(text.capQuantity), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText(text.gogglesQuantity), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: text.next }));
    fireEvent.click(screen.getByRole('button', { name: text.next }));
    await screen.findByText(text.summary);
    fireEvent.click(screen.getByRole('button', { name: text.submit }));
    expect(await screen.findByText(text.capOne)).toBeInTheDocument();
    expect(screen.getByText(text.gogglesNone)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(text.fix);
    expect(screen.queryByText(/An error occurred|Une erreur est survenue/)).toBeNull();
    expect(posts(fetchMock)).toHaveLength(1);
    expect(onSubmitted).not.toHaveBeenCalled();
    // The visitor lowers the quantities and the messages go.
    fireEvent.change(screen.getByLabelText(text.capQuantity), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText(text.gogglesQuantity), { target: { value: '0' } });
    await waitFor(() => expect(screen.queryByText(text.capOne)).toBeNull());
    expect(screen.queryByText(text.gogglesNone)).toBeNull();
  });
});
