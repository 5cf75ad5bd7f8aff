import { isConversation, returnPath, withReturn } from '../src/parts/return-path';

describe('return path', () => {
  it('takes a path of this site', () => {
    expect(returnPath(new URLSearchParams('return=%2Fchats%2F7'))).toBe('/chats/7');
    expect(returnPath(new URLSearchParams('return=%2Fmembers%3Fpage%3D2'))).toBe('/members?page=2');
  });

  it.each([
    'return=%2F%2Fevil.example',
    'return=https%3A%2F%2Fevil.example',
    'return=%2F%5Cevil.example',
    // browsers drop tabs and newlines from a URL: these are //evil.example to them
    'return=%2F%09%2Fevil.example',
    'return=%2F%0A%2Fevil.example',
    'return=%2F%0D%2Fevil.example',
    'return=%2F%5C%2Fevil.example',
    'return=%20%2Fchats%2F7',
    'return=',
    'other=1',
  ])('refuses %s', (query) => expect(returnPath(new URLSearchParams(query))).toBeNull());

  it('refuses a path too long to be one of this site', () => {
    expect(returnPath(new URLSearchParams({ return: `/${'a'.repeat(600)}` }))).toBeNull();
  });
});

describe('passing the way back on', () => {
  it('adds it to a path, beside a query the path has', () => {
    expect(withReturn('/credits/2', '/chats/7')).toBe('/credits/2?return=%2Fchats%2F7');
    expect(withReturn('/credits/2?code=SPRING', '/chats/7')).toBe('/credits/2?code=SPRING&return=%2Fchats%2F7');
  });

  it('leaves the path as it is without one', () => {
    expect(withReturn('/credits?code=SPRING', null)).toBe('/credits?code=SPRING');
  });
});

describe('a way back into a conversation', () => {
  it.each(['/chats/7', '/members/5/chat', '/chats/7?from=push'])('%s is one', (path) =>
    expect(isConversation(path)).toBe(true),
  );

  it.each(['/chats', '/members/5', '/credits', '/nowhere'])('%s is not', (path) =>
    expect(isConversation(path)).toBe(false),
  );
});
