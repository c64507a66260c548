import type { Language, LocalizedText } from '../types/common';
import { updateField } from './field-operations';
import { designerTestContent } from './test-content';
import { EMAIL_TEXT_PATH, FORM_NAME_PATH, placeOfText, setTranslatableText, trackTranslations, translatableTexts, translationStates, translationsToDoFirst } from './translations';
import type { TranslatableDraft, TranslationMarks } from './translations';

const both: Language[] = ['en', 'fr'];
const text = (en: string, fr: string): LocalizedText => [
  { culture: 'en', value: en },
  { culture: 'fr', value: fr },
];
const draft = (name: LocalizedText = text('Camp', 'Camp fr'), emailText: string | LocalizedText = text('Thanks', 'Merci')): TranslatableDraft => ({ content: designerTestContent(), name, settings: { emailText } });
const F1 = 'steps[s1].sections[a].fields[f1].text';
const label = (d: TranslatableDraft, en: string, fr: string): TranslatableDraft => {
  const result = updateField(d.content, 'f1', { text: text(en, fr) });
  if (!result.ok) throw new Error('update');
  return { ...d, content: result.content };
};
const stateOf = (d: TranslatableDraft, marks: TranslationMarks, path = F1) => translationStates(d, both, marks).find((entry) => entry.path === path)!;

describe('issue 22 §1: every content text is tracked per language', () => {
  it('lists the form name, the e-mail text and every text of the steps with its place', () => {
    const paths = translatableTexts(draft(), both).map((entry) => entry.path);
    expect(paths.slice(0, 2)).toEqual([FORM_NAME_PATH, EMAIL_TEXT_PATH]);
    expect(paths).toContain('steps[s1].name');
    expect(paths).toContain(F1);
    expect(placeOfText(F1)).toEqual({ stepId: 's1', sectionId: 'a', fieldId: 'f1', item: undefined });
    expect(placeOfText('steps[s1].sections[a].fields[sel].options[option-2].text')).toMatchObject({ fieldId: 'sel', item: 'option-2' });
  });

  it('an older plain e-mail text counts as written in every language', () => {
    expect(translatableTexts(draft(undefined, 'Thanks'), both)[1]!.text).toEqual(text('Thanks', 'Thanks'));
  });

  it('sets one language of a text at its place and keeps the rest', () => {
    const d = draft();
    expect(setTranslatableText(d, F1, 'fr', 'Prénom', both).content.steps[0]!.sections[0]!.fields[0]!.text).toEqual(text('f1', 'Prénom'));
    expect(setTranslatableText(d, FORM_NAME_PATH, 'fr', 'Camp d’été', both).name).toEqual(text('Camp', 'Camp d’été'));
    expect(setTranslatableText(draft(undefined, 'Thanks'), EMAIL_TEXT_PATH, 'fr', 'Merci', both).settings.emailText).toEqual(text('Thanks', 'Merci'));
    expect(setTranslatableText(d, F1, 'fr', 'Prénom', both).content.steps[1]).toBe(d.content.steps[1]);
  });
});

// Each row: the edits applied in order (English, French label of f1), then the state and the languages it names.
describe('issue 22 §1: which side changed last (edit log table)', () => {
  const table: [string, [string, string][], string, Language[], Language[]][] = [
    ['nothing edited', [], 'done', [], []],
    ['English edited after both were written: French is stale', [['First', 'f1 fr']], 'stale', ['fr'], ['en']],
    ['French edited alone: English is stale', [['f1', 'Prénom']], 'stale', ['en'], ['fr']],
    ['English then French catches up: done', [['First', 'f1 fr'], ['First', 'Prénom']], 'done', [], []],
    ['French caught up over several keystrokes: done', [['First', 'f1 fr'], ['First', 'P'], ['First', 'Pr'], ['First', 'Pré']], 'done', [], []],
    ['English typed over several keystrokes: French still stale', [['F', 'f1 fr'], ['Fi', 'f1 fr'], ['First', 'f1 fr']], 'stale', ['fr'], ['en']],
    ['English changed again after French caught up: French stale again', [['First', 'f1 fr'], ['First', 'Prénom'], ['First name', 'Prénom']], 'stale', ['fr'], ['en']],
    ['both changed in one edit: done', [['First', 'Prénom']], 'done', [], []],
    ['English changed then restored: done', [['First', 'f1 fr'], ['f1', 'f1 fr']], 'done', [], []],
    ['French emptied: missing in French', [['f1', '']], 'missing', ['fr'], []],
    ['English edited, French emptied: missing wins', [['First', 'f1 fr'], ['First', '']], 'missing', ['fr'], []],
  ];
  it.each(table)('%s', (_name, edits, state, languages, changedLast) => {
    let current = draft();
    let marks: TranslationMarks = {};
    for (const [en, fr] of edits) {
      const next = label(current, en, fr);
      marks = trackTranslations(marks, current, next, both);
      current = next;
    }
    expect(stateOf(current, marks)).toMatchObject({ state, languages, changedLast });
  });

  it('a form in one language tracks nothing', () => {
    const before = draft();
    expect(trackTranslations({}, before, label(before, 'First', 'f1 fr'), ['en'])).toEqual({});
  });

  it('the form name and the e-mail text are tracked like the steps’ texts', () => {
    const before = draft();
    const after = setTranslatableText(setTranslatableText(before, FORM_NAME_PATH, 'en', 'Summer camp', both), EMAIL_TEXT_PATH, 'fr', 'Merci beaucoup', both);
    const marks = trackTranslations({}, before, after, both);
    expect(stateOf(after, marks, FORM_NAME_PATH)).toMatchObject({ state: 'stale', languages: ['fr'] });
    expect(stateOf(after, marks, EMAIL_TEXT_PATH)).toMatchObject({ state: 'stale', languages: ['en'] });
  });

  it('puts the missing texts first, then the stale ones, each in the form order', () => {
    const before = draft(text('Camp', ''));
    const after = label(before, 'First', 'f1 fr');
    const order = translationsToDoFirst(translationStates(after, both, trackTranslations({}, before, after, both)));
    const states = order.map((entry) => entry.state);
    expect(order[0]).toMatchObject({ path: FORM_NAME_PATH, state: 'missing' });
    expect(order[states.indexOf('stale')]).toMatchObject({ path: F1, state: 'stale' });
    expect(states.lastIndexOf('missing')).toBeLessThan(states.indexOf('stale'));
    expect(states.lastIndexOf('stale')).toBeLessThan(states.indexOf('done'));
  });
});
