import { afterLoginPath } from '../../src/routing/login-redirect';
import { layoutClasses } from '../../src/routing/layout-classes';

describe('after login', () => {
  it('returns to where the visitor was going', () => {
    expect(afterLoginPath({ from: '/chats/12?x=1#end' })).toBe('/chats/12?x=1#end');
  });
  it('goes home without a remembered page, or when it would leave the site', () => {
    expect(afterLoginPath(null)).toBe('/home');
    expect(afterLoginPath({ from: '//evil.example/' })).toBe('/home');
    expect(afterLoginPath({ from: 'https://evil.example/' })).toBe('/home');
    expect(afterLoginPath({ from: '/login' })).toBe('/home');
  });
});

describe('layout classes', () => {
  it('name the layout and route, and mark members', () => {
    expect(layoutClasses('chat', 'chats-chatId', true)).toBe('layout layout-chat route-chats-chatId logged-in');
    expect(layoutClasses('default', 'login', false)).toBe('layout layout-default route-login');
  });
});
