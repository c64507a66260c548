import { generateLargeForm, LARGE_FORM_TOGGLE_FIELD_ID } from '../../../../../bench/fixtures/large-form';
import { content, field, section, step } from '../test-support';
import { STOCK_KEY, createFormStore } from './form-store';

describe('the public form store', () => {
  const formContent = content(
    [step('s1', [section('sec', [field('swim', 'CheckBox'), field('level', 'Text', { visible: false }), field('name', 'Text')])])],
    [{ id: 'r1', name: 'r1', conditions: [[{ id: 'c1', fieldId: 'swim', comparisonOperator: 'isChecked', value: true }]], targets: [{ id: 't1', fieldId: 'level', action: 'isVisible' }] }],
  );

  it('tells only the changed field when it has no effect on others', () => {
    const store = createFormStore(formContent);
    const heard: string[] = [];
    for (const key of ['swim', 'level', 'name']) store.subscribe(key, () => heard.push(key));
    store.setValue('name', 'Ada');
    expect(heard).toEqual(['name']);
    expect(store.getField('name').value).toBe('Ada');
  });

  it('tells the fields a rule shows or hides (spec 001 §4)', () => {
    const store = createFormStore(formContent);
    const heard: string[] = [];
    for (const key of ['swim', 'level', 'name']) store.subscribe(key, () => heard.push(key));
    expect(store.getField('level').visible).toBe(false);
    store.setValue('swim', true);
    expect(heard.sort()).toEqual(['level', 'swim']);
    expect(store.getField('level').visible).toBe(true);
  });

  it('keeps a snapshot stable until its own key changes', () => {
    const store = createFormStore(formContent);
    const before = store.getField('level');
    store.setValue('name', 'Ada');
    expect(store.getField('level')).toBe(before);
  });

  it('on the 1,000-field benchmark form, a keystroke re-renders a handful of fields, not the form', () => {
    const store = createFormStore(generateLargeForm());
    let notified = 0;
    const keys = [...store.getStates().keys()];
    for (const key of keys) store.subscribe(key, () => (notified += 1));
    const textKey = store.content.steps[0]?.sections.flatMap((entry) => entry.fields).find((candidate) => candidate.type === 'Text')?.id;
    expect(textKey).toBeDefined();
    store.setValue(textKey ?? '', 'a');
    expect(notified).toBeLessThan(keys.length / 10);
  });
});

describe('the benchmark toggle', () => {
  it('shows 100 fields at once and tells exactly the fields whose state changed', () => {
    const store = createFormStore(generateLargeForm());
    const changed = new Set<string>();
    for (const key of store.getStates().keys()) store.subscribe(key, () => changed.add(key));
    const hiddenBefore = [...store.getStates()].filter(([, state]) => !state.visible).length;
    store.setValue(LARGE_FORM_TOGGLE_FIELD_ID, !store.getField(LARGE_FORM_TOGGLE_FIELD_ID).value);
    const hiddenAfter = [...store.getStates()].filter(([, state]) => !state.visible).length;
    expect(Math.abs(hiddenAfter - hiddenBefore)).toBeGreaterThanOrEqual(100);
    expect(changed.size).toBeLessThan(store.getStates().size / 2);
  });

  it('shows the server’s errors at their fields and tells the first step holding one; ids not of this form are ignored', () => {
    const twoSteps = content([step('s1', [section('a', [field('name', 'Text')])]), step('s2', [section('b', [field('gear', 'Products', { products: [{ value: 'cap', text: 'Cap', price: 100, limit: 1 }] })])])]);
    const store = createFormStore(twoSteps);
    expect(store.showErrors({ gear: { key: 'validation.productNoneLeft', params: { product: 'cap', left: 0 } }, ghost: { key: 'validation.required' } })).toBe(1);
    expect(store.getField('gear').error).toEqual({ key: 'validation.productNoneLeft', params: { product: 'cap', left: 0 } });
    expect(store.showErrors({ ghost: { key: 'validation.required' } })).toBeNull();
    expect(store.hasErrors()).toBe(false);
  });

  it('validates every step with the claimed quantities it was last told (spec 001 §9)', () => {
    const twoSteps = content([step('s1', [section('a', [field('name', 'Text')])]), step('s2', [section('b', [field('gear', 'Products', { products: [{ value: 'cap', text: 'Cap', price: 100, limit: 2 }] })])])]);
    const store = createFormStore(twoSteps, undefined, { cap: 1 });
    store.setValue('gear', [{ id: 'cap', quantity: 1 }]);
    expect(store.validateAll()).toBeNull();
    const heard: string[] = [];
    store.subscribe(STOCK_KEY, () => heard.push('stock'));
    store.setClaimed({ cap: 2 });
    expect(heard).toEqual(['stock']);
    expect(store.validateAll()).toBe(1);
    expect(store.getField('gear').error).toEqual({ key: 'validation.productNoneLeft', params: { product: 'cap', left: 0 } });
  });

  describe('what the form forbids (issue 18 §2), judged as the server does', () => {
    const locked = content([
      step('s1', [
        section('sec', [
          field('season', 'PaymentChoiceList', { enabled: false, defaultValue: 'full', choices: [{ value: 'full', text: 'Full', price: 300 }, { value: 'trial', text: 'Trial', price: 1 }] }),
          field('weeks', 'PaymentOptionList', { multiSelection: true, options: [{ value: 'open', text: 'Open', price: 10 }, { value: 'closed', text: 'Closed', price: 1, disabled: true }] }),
        ]),
      ]),
    ]);

    it('the public form moves on with a read-only field at its default, and refuses a disabled option', () => {
      const store = createFormStore(locked);
      expect(store.validateStep(0)).toBe(true);
      store.setValue('weeks', ['closed']);
      expect(store.validateStep(0)).toBe(false);
      expect(store.getField('weeks').error).toEqual({ key: 'validation.disabledOption', params: { option: 'closed' } });
    });

    it('a staff edit keeps stored answers the designer has locked since', () => {
      const store = createFormStore(locked, { season: 'trial', weeks: ['closed'] });
      expect(store.validateStep(0)).toBe(true);
    });
  });
});
