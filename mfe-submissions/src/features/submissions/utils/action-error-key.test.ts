import { ApiError } from '@front-office/shared/platform';
import { actionErrorKey, fieldProblems } from './action-error-key';

describe('spec 000 §8 errors of update, delete, refund and cancel', () => {
  it.each([
    [new ApiError(400, { errors: [] }), 'refund', 'errors.noCaptcha'],
    [new ApiError(403, {}), 'cancel', 'errors.invalidCaptcha'],
    [new ApiError(500, {}), 'refund', 'refund.error'],
    [new ApiError(404, {}), 'delete', 'delete.error'],
    [new ApiError(502, {}), 'cancel', 'cancel.error'],
    [new Error('offline'), 'update', 'update.error'],
  ] as const)('%p on %s shows %s', (error, action, key) => {
    expect(actionErrorKey(error, action)).toBe(key);
  });

  it('shows the amount message when the server finds the refund above what remains', () => {
    expect(actionErrorKey(new ApiError(409, { errors: ['refundAmountTooHigh'] }), 'refund')).toBe('refund.amountTooHigh');
  });

  it('says why a delete was refused while money is held or moving', () => {
    expect(actionErrorKey(new ApiError(409, { errors: ['moneyHeld'] }), 'delete')).toBe('delete.moneyHeld');
    expect(actionErrorKey(new ApiError(409, { errors: ['paymentInProgress'] }), 'delete')).toBe('delete.paymentInProgress');
  });

  it('names refused answers of an edit rather than a captcha', () => {
    const error = new ApiError(400, { errors: ['name'], fields: { name: { key: 'validation.required' } } });
    expect(actionErrorKey(error, 'update')).toBe('update.invalidAnswers');
    expect(fieldProblems(error)).toEqual({ name: { key: 'validation.required' } });
  });

  it('issue 18: a retry of a line no longer declined, a refund key sent again with another amount, a line no longer cancelable', () => {
    expect(actionErrorKey(new ApiError(409, { errors: ['notRetryable'] }), 'retry')).toBe('declined.notRetryable');
    expect(actionErrorKey(new ApiError(502, {}), 'retry')).toBe('retry.error');
    expect(actionErrorKey(new ApiError(409, { errors: ['idempotencyKeyReused'] }), 'refund')).toBe('refund.idempotencyKeyReused');
    expect(actionErrorKey(new ApiError(409, { errors: ['notCancelable'] }), 'cancel')).toBe('cancel.notCancelable');
  });
});
