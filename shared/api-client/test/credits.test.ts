import { ApiError, isShownDiscountFailure } from '../src';

const refusal = (code: string) => new ApiError(404, { error: code, message: code }, 'GET /api/discountcode.php');

describe('discount code failures (docs/product.md §8)', () => {
  it('ignores the welcome code’s refusal when the active discount was asked for', () => {
    for (const code of ['discount_used', 'discount_unknown', 'discount_expired'])
      expect(isShownDiscountFailure(refusal(code), null)).toBe(false);
  });

  it('shows every other failure of the active discount', () => {
    expect(isShownDiscountFailure(new ApiError(0, null, 'GET /api/discountcode.php'), null)).toBe(true);
    expect(isShownDiscountFailure(new ApiError(503, { error: 'busy', message: '' }, 'x'), null)).toBe(true);
    expect(isShownDiscountFailure(new ApiError(403, { error: 'session_expired', message: '' }, 'x'), null)).toBe(true);
    expect(isShownDiscountFailure(new Error('contract'), null)).toBe(true);
  });

  it('shows the refusal of a code the member brought', () => {
    expect(isShownDiscountFailure(refusal('discount_expired'), 'SUMMER')).toBe(true);
    expect(isShownDiscountFailure(refusal('discount_unknown'), 'SUMER')).toBe(true);
  });
});
