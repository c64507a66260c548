import { createRulesEngine } from '../form/rules-engine';
import { rule, section, testForm } from '../form/test-form';
import type { FormValues } from '../form/form-values';
import { computeTotal } from './compute-total';
import type { PricingInput } from './compute-total';

const content = testForm({
  sections: [
    section('s1', [
      { id: 'weeks', type: 'PaymentOptionList', text: 'Weeks', options: [{ value: 'w1', text: 'W1', price: 15000 }, { value: 'w2', text: 'W2', price: 12000 }] },
      { id: 'shirt', type: 'PaymentChoiceList', text: 'Shirt', choices: [{ value: 's', text: 'S', price: 1500 }, { value: 'l', text: 'L', price: 2000 }] },
      { id: 'gear', type: 'Products', text: 'Gear', products: [{ value: 'cap', text: 'Cap', price: 999 }, { value: 'bag', text: 'Bag', price: 2500 }] },
      { id: 'extra', type: 'CheckBox', text: 'Extra' },
      { id: 'lunch', type: 'PaymentChoiceList', text: 'Lunch', visible: false, choices: [{ value: 'yes', text: 'Yes', price: 5000 }] },
    ]),
    section('kids', [{ id: 'camp', type: 'PaymentChoiceList', text: 'Camp', choices: [{ value: 'day', text: 'Day', price: 4000 }] }], { multiple: true, multipleValidations: { min: 1, max: 3 } }),
  ],
  rules: [rule('r1', [[['extra', 'isChecked', true]]], [['lunch', 'isVisible']])],
});

const total = (values: FormValues, extra: Partial<PricingInput> = {}) => {
  const { states } = createRulesEngine(content).evaluate(values);
  return computeTotal({ content, values, states, ...extra });
};

describe('computeTotal: spec 001 §1 and §3, prices from the answers, decided the same in the browser and on the server', () => {
  test('payment option list: every chosen option counts', () => {
    expect(total({ weeks: ['w1', 'w2'] }).total).toBe(27000);
  });

  test('payment choice list: the chosen choice counts', () => {
    expect(total({ shirt: 'l' }).total).toBe(2000);
  });

  test('products: price × quantity, zero quantities add nothing', () => {
    expect(total({ gear: [{ id: 'cap', quantity: 3 }, { id: 'bag', quantity: 0 }] }).total).toBe(2997);
  });

  test('the fixed amount is added to the answers', () => {
    expect(total({ shirt: 's' }, { fixedAmount: 5000 }).subtotal).toBe(6500);
  });

  test('spec 001 §5: a hidden field does not count, shown by a rule it does', () => {
    expect(total({ lunch: 'yes' }).total).toBe(0);
    expect(total({ lunch: 'yes', extra: true }).total).toBe(5000);
  });

  test('every copy of a repeatable section counts', () => {
    expect(total({ 'camp@1': 'day', 'camp@2': 'day' }).total).toBe(8000);
  });

  test('a value that is not among the options costs nothing (the server refuses it anyway)', () => {
    expect(total({ weeks: ['week-99'], shirt: 'xl', gear: [{ id: 'free', quantity: 9 }] }).total).toBe(0);
  });

  test('the payment mode discount applies first, then the code on what remains', () => {
    const result = total({ weeks: ['w1'] }, { mode: { discount: { type: 'percent', value: 10 } }, code: { type: 'amount', value: 2000 } });
    expect(result).toMatchObject({ subtotal: 15000, modeDiscount: 1500, codeDiscount: 2000, total: 11500 });
  });

  test('a percent code on what the mode left, rounded to the cent', () => {
    const result = total({ gear: [{ id: 'cap', quantity: 1 }] }, { mode: { discount: { type: 'amount', value: 4 } }, code: { type: 'percent', value: 50 } });
    // 999 − 4 = 995; 50 % of 995 = 497.5 → 498.
    expect(result).toMatchObject({ modeDiscount: 4, codeDiscount: 498, total: 497 });
  });

  test('discounts never take the total below zero', () => {
    const result = total({ shirt: 's' }, { mode: { discount: { type: 'amount', value: 1000 } }, code: { type: 'amount', value: 99999 } });
    expect(result).toMatchObject({ modeDiscount: 1000, codeDiscount: 500, total: 0 });
  });

  test('a total the client would send is not an input: only answers, form and choices decide it', () => {
    const input = { weeks: ['w1'], total: 1 } as unknown as FormValues;
    expect(total(input).total).toBe(15000);
  });
});
