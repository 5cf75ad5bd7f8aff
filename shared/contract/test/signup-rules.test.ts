import { signupsOpen } from '../src';

describe('who may sign up (docs/product.md §6)', () => {
  it('lets everyone in with signups "all"', () => {
    expect(signupsOpen('all', {})).toBe(true);
  });

  it('lets in only visitors with tracking data or a trafficsource with "with_trafficsource"', () => {
    expect(signupsOpen('with_trafficsource', { tracking: null })).toBe(false);
    expect(signupsOpen('with_trafficsource', { tracking: {} })).toBe(false);
    expect(signupsOpen('with_trafficsource', { tracking: { network: 'ads' } })).toBe(true);
    expect(signupsOpen('with_trafficsource', { trafficsource: 'ads' })).toBe(true);
  });

  it('closes signups for any other setting', () => {
    expect(signupsOpen('none', { tracking: { network: 'ads' }, trafficsource: 'ads' })).toBe(false);
  });
});
