import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from '@front-office/shared/core';
import { content, details, field, renderFields, renderWithEnv, section, step } from '../../test-support';
import { PublicFormView } from '../public-form-view';

// The public form's custom controls (the signature and the rating) used with the keyboard alone,
// named in each language (issue 22 §5).
const texts = {
  en: {
    label: 'Signature of the parent',
    pad: 'Signature box of Signature of the parent, empty',
    padSigned: 'Signature box of Signature of the parent, signed',
    typed: 'Or type your full name to sign',
    sign: 'Sign with this name',
    clear: 'Clear',
    done: 'Signature recorded',
    required: 'Required field',
    fix: 'Please correct the highlighted fields.',
    next: 'Next',
    stars: 'Stars',
    star: (value: string) => `${value} of 4 stars`,
    half: '0.5',
    oneAndHalf: '1.5',
  },
  fr: {
    label: 'Signature du parent',
    pad: 'Cadre de signature de Signature du parent, vide',
    padSigned: 'Cadre de signature de Signature du parent, signé',
    typed: 'Ou tapez votre nom complet pour signer',
    sign: 'Signer avec ce nom',
    clear: 'Effacer',
    done: 'Signature enregistrée',
    required: 'Champ obligatoire',
    fix: 'Veuillez corriger les champs indiqués.',
    next: 'Suivant',
    stars: 'Étoiles',
    star: (value: string) => `${value} étoiles sur 4`,
    half: '0,5',
    oneAndHalf: '1,5',
  },
} as const;

const both = (en: string, fr: string) => [
  { culture: 'en', value: en },
  { culture: 'fr', value: fr },
];

/** A 2D context that records what is written into the canvas. */
function fakeCanvas() {
  const context = {
    font: '',
    fillStyle: '',
    textBaseline: '',
    lineWidth: 0,
    lineCap: '',
    strokeStyle: '',
    beginPath: jest.fn(),
    moveTo: jest.fn(),
    lineTo: jest.fn(),
    stroke: jest.fn(),
    clearRect: jest.fn(),
    fillText: jest.fn(),
    measureText: jest.fn((text: string) => ({ width: text.length * 20 })),
  };
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => context as unknown as CanvasRenderingContext2D);
  jest.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function toBlob(callback: BlobCallback) {
    callback(new Blob(['png'], { type: 'image/png' }));
  });
  return context;
}

afterEach(() => jest.restoreAllMocks());

const signatureField = (extra: Record<string, unknown> = {}) => field('sign', 'Signature', { text: both('Signature of the parent', 'Signature du parent'), ...extra });

describe.each(['en', 'fr'] as Language[])('custom controls by keyboard, in %s', (language) => {
  const t = texts[language as 'en' | 'fr'];

  it('Signature: a group named by the field, the canvas named with its state, signed by typing a name and Enter, cleared from the keyboard', async () => {
    const context = fakeCanvas();
    const user = userEvent.setup();
    const { store } = renderFields(content([step('s1', [section('sec', [signatureField()])])]), { env: { language } });
    const group = await screen.findByRole('group', { name: t.label });
    expect(within(group).getByRole('img', { name: t.pad })).toHaveAttribute('height', '140');

    await user.tab();
    const typed = within(group).getByRole('textbox', { name: t.typed });
    expect(typed).toHaveFocus();
    expect(within(group).getByRole('button', { name: t.sign })).toBeDisabled();
    await user.keyboard('Ada Lovelace{Enter}');

    expect(context.fillText).toHaveBeenCalledWith('Ada Lovelace', expect.any(Number), 70);
    expect(store.getValues().sign).toBe('signature.png');
    expect(store.getFiles().get('sign')?.type).toBe('image/png');
    expect(within(group).getByRole('status')).toHaveTextContent(t.done);
    expect(within(group).getByRole('img', { name: t.padSigned })).toBeInTheDocument();

    // Tab: the sign button, then Clear; Space clears the picture, the typed name and the answer.
    await user.tab();
    expect(within(group).getByRole('button', { name: t.sign })).toHaveFocus();
    await user.tab();
    expect(within(group).getByRole('button', { name: t.clear })).toHaveFocus();
    await user.keyboard(' ');
    expect(store.getValues().sign).toBeNull();
    expect(store.getFiles().has('sign')).toBe(false);
    expect(typed).toHaveValue('');
    expect(within(group).getByRole('img', { name: t.pad })).toBeInTheDocument();
  });

  it('Signature: the sign button writes the typed name too, shrunk to the canvas width', async () => {
    const context = fakeCanvas();
    const user = userEvent.setup();
    const { store } = renderFields(content([step('s1', [section('sec', [signatureField()])])]), { env: { language } });
    await user.type(await screen.findByRole('textbox', { name: t.typed }), 'Camille Tremblay-Beauchemin de la Rivière');
    await user.tab();
    await user.keyboard('{Enter}');
    expect(context.fillText).toHaveBeenCalledWith('Camille Tremblay-Beauchemin de la Rivière', expect.any(Number), 70);
    // 41 characters × 20 px do not fit the 300 px canvas at 44 px: the font shrinks.
    expect(context.font).toMatch(/^italic (\d+)px/);
    expect(Number(/^italic (\d+)px/.exec(context.font)![1])).toBeLessThan(44);
    expect(store.getValues().sign).toBe('signature.png');
  });

  it('Signature: a required one left empty sends the focus to the typed name, which carries the error', async () => {
    fakeCanvas();
    const user = userEvent.setup();
    const raw = [step('s1', [section('sec', [field('name', 'Text', { text: both('Name', 'Nom') }), signatureField({ required: true })])]), step('s2', [section('more', [field('notes', 'Text', { text: 'Notes' })])])];
    renderWithEnv(<PublicFormView details={details({ steps: raw, rules: [] })} content={content(raw)} mode="public" onSubmitted={jest.fn()} />, { language });
    const typed = await screen.findByRole('textbox', { name: t.typed });
    expect(typed).toHaveAttribute('aria-required', 'true');
    screen.getByRole('button', { name: t.next }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(t.fix);
    expect(typed).toHaveFocus();
    expect(typed).toHaveAttribute('aria-invalid', 'true');
    expect(typed).toHaveAccessibleDescription(expect.stringContaining(t.required));
    expect(screen.getByRole('group', { name: new RegExp(t.label) })).toHaveAttribute('aria-invalid', 'true');

    await user.keyboard('Ada{Enter}');
    await waitFor(() => expect(screen.queryByText(t.required)).toBeNull());
    expect(typed).toHaveAttribute('aria-invalid', 'false');
  });

  it('Rating: one tab stop; the arrows, Home and End choose and move the focus', async () => {
    const user = userEvent.setup();
    const { store } = renderFields(content([step('s1', [section('sec', [field('stars', 'Rating', { text: both('Stars', 'Étoiles'), count: 4, allowHalf: true })])])]), { env: { language } });
    const group = screen.getByRole('radiogroup', { name: t.stars });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(8);
    expect(radios.filter((radio) => radio.tabIndex === 0)).toHaveLength(1);

    await user.tab();
    expect(within(group).getByRole('radio', { name: t.star(t.half) })).toHaveFocus();
    await user.keyboard(' ');
    expect(store.getValues().stars).toBe(0.5);
    await user.keyboard('{ArrowRight}{ArrowUp}');
    expect(store.getValues().stars).toBe(1.5);
    const chosen = within(group).getByRole('radio', { name: t.star(t.oneAndHalf) });
    expect(chosen).toHaveFocus();
    expect(chosen).toHaveAttribute('aria-checked', 'true');
    expect(chosen).toHaveAttribute('tabindex', '0');
    await user.keyboard('{End}');
    expect(store.getValues().stars).toBe(4);
    expect(within(group).getByRole('radio', { name: t.star('4') })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowDown}');
    expect(store.getValues().stars).toBe(3);
    await user.keyboard('{Home}');
    expect(store.getValues().stars).toBe(0.5);
    // Tab leaves the group from its one stop.
    await user.tab();
    expect(group).not.toContainElement(document.activeElement as HTMLElement);
  });
});
