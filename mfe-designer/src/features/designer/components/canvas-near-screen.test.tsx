import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PermissionEntry } from '@front-office/shared/core';
import { LAVAL, setUpRemoteTests, signInTestUser } from '../../../../../build/jest/remote-test-kit';
import { openDesignerPage } from '../../../test-support/open-designer-page';

jest.mock('../../canvas/load-form-renderer', () => jest.requireActual<{ standInRendererModule: object }>('../../../test-support/stand-in-renderer').standInRendererModule);

setUpRemoteTests();
jest.setTimeout(60_000);

const text = (value: string) => [{ culture: 'en', value }];
const fields = Array.from({ length: 30 }, (_, index) => ({ id: `f${index + 1}`, type: 'Text', text: text(`Question ${index + 1}`), size: 6 }));
const content = { steps: [{ id: 's1', name: text('Step'), sections: [{ id: 'a', name: text('Everything'), fields }] }], rules: [] };
const form = { id: 'f1', organizationId: 'o2', name: text('Big form'), localizations: ['en'], content: JSON.stringify(content), version: 1, currency: 'cad', discountCodes: [], recaptchaEnabled: false, submissionLimit: null, avatar: null };
const rights: PermissionEntry[] = [{ name: 'FORM', read: true, write: true, update: true, delete: true }];

/** The browser's IntersectionObserver, driven by the test: `place(element, near, height)` tells every observer watching it. */
const observers = new Set<TestIntersectionObserver>();
class TestIntersectionObserver {
  readonly observed = new Set<Element>();
  constructor(readonly callback: IntersectionObserverCallback) {
    observers.add(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
}
function place(element: Element, near: boolean, height: number) {
  act(() => {
    for (const observer of observers) {
      if (observer.observed.has(element)) observer.callback([{ target: element, isIntersecting: near, boundingClientRect: { height } } as unknown as IntersectionObserverEntry], observer as unknown as IntersectionObserver);
    }
  });
}

const card = (id: string) => document.querySelector(`[data-field-id="${id}"]`) as HTMLElement;
const slotOf = (id: string) => card(id).querySelector('[data-preview-slot]') as HTMLElement;

beforeAll(() => {
  (window as { IntersectionObserver?: unknown }).IntersectionObserver = TestIntersectionObserver;
});
afterAll(() => {
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
});

describe('issue 22 §3: the canvas renders what is on screen first, and keeps every field reachable', () => {
  it('previews the first screen, holds a placeholder with the label for the others, and previews a field as it nears the screen', async () => {
    signInTestUser(LAVAL, rights);
    openDesignerPage({ 'GET /api/organizations/o2/forms/f1/details': { status: 200, body: { form, organization: LAVAL } } });
    await screen.findByTestId('designer-form-name');
    await within(card('f1')).findByTestId('field-preview');
    // The first screen's 24 fields render with the first paint, the others on the next frames.
    expect(document.querySelectorAll('[data-testid="field-card"]')).toHaveLength(24);
    await waitFor(() => expect(document.querySelectorAll('[data-testid="field-card"]')).toHaveLength(30));

    // The first screen's fields show the public form's rendering; the 30th shows its label only.
    expect(within(card('f24')).getByTestId('field-preview')).toHaveTextContent('Question 24');
    expect(within(card('f30')).queryByTestId('field-preview')).toBeNull();
    expect(card('f30')).toHaveTextContent('Question 30');
    // Every card keeps its buttons, so the keyboard reaches all 30 fields.
    expect(screen.getAllByRole('button', { name: /^Edit Question \d+$/ })).toHaveLength(30);
    expect(screen.getByRole('button', { name: 'Move Question 30' })).toBeInTheDocument();

    // Scrolled near the screen: the preview renders.
    place(slotOf('f30'), true, 0);
    expect(within(card('f30')).getByTestId('field-preview')).toHaveTextContent('Question 30');

    // Scrolled far away: the preview gives way to its label, at the height it had.
    place(slotOf('f1'), false, 72);
    expect(within(card('f1')).queryByTestId('field-preview')).toBeNull();
    expect(card('f1')).toHaveTextContent('Question 1');
    expect(card('f1').querySelector('[style*="min-height: 72px"]')).not.toBeNull();
  });

  it('makes only the cards near the screen sortable (a drag renders and measures those alone), and a card whose handle has the focus', async () => {
    signInTestUser(LAVAL, rights);
    openDesignerPage({ 'GET /api/organizations/o2/forms/f1/details': { status: 200, body: { form, organization: LAVAL } } });
    const handle = await screen.findByRole('button', { name: 'Move Question 30' });
    // dnd-kit's attributes are on a handle while its card is sortable.
    expect(handle).not.toHaveAttribute('aria-roledescription');

    place(card('f30'), true, 100);
    expect(handle).toHaveAttribute('aria-roledescription', 'sortable');
    expect(handle).toHaveAttribute('aria-describedby');

    place(card('f30'), false, 100);
    expect(handle).not.toHaveAttribute('aria-roledescription');

    // Reached by the keyboard far from the screen: sortable while it has the focus, so Space picks it up.
    act(() => handle.focus());
    expect(handle).toHaveAttribute('aria-roledescription', 'sortable');
    act(() => handle.blur());
    expect(handle).not.toHaveAttribute('aria-roledescription');
  });

  it('renders a field added to a step of one screen at once', async () => {
    const small = { ...form, content: JSON.stringify({ ...content, steps: [{ ...content.steps[0]!, sections: [{ id: 'a', name: text('Everything'), fields: fields.slice(0, 24) }] }] }) };
    signInTestUser(LAVAL, rights);
    openDesignerPage({ 'GET /api/organizations/o2/forms/f1/details': { status: 200, body: { form: small, organization: LAVAL } } });
    await screen.findByRole('button', { name: 'Edit Question 24' });
    fireEvent.click(screen.getByRole('button', { name: 'Add a Short text field' }));
    expect(document.querySelectorAll('[data-testid="field-card"]')).toHaveLength(25);
  });
});
