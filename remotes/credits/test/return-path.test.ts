import { returnPath } from '../src/parts/return-path';

describe('return path', () => {
  it('takes a path of this site', () => {
    expect(returnPath(new URLSearchParams('return=%2Fchats%2F7'))).toBe('/chats/7');
  });

  it.each(['return=%2F%2Fevil.example', 'return=https%3A%2F%2Fevil.example', 'return=%2F%5Cevil.example', 'other=1'])(
    'refuses %s',
    (query) => expect(returnPath(new URLSearchParams(query))).toBeNull(),
  );
});
