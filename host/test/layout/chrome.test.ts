import { layoutShowsActivateReminder } from '../../src/layout/chrome';

describe('the confirm-your-email reminder', () => {
  const waiting = { activated: false };

  it('follows a member who has not activated across the default layout', () => {
    expect(layoutShowsActivateReminder('default', 'members', waiting)).toBe(true);
    expect(layoutShowsActivateReminder('default', 'profile', waiting)).toBe(true);
  });

  it('stays out of the signup flow, whose last step already names the address to check', () => {
    for (const route of ['signup', 'complete-signup', 'members-memberId-signup'])
      expect(layoutShowsActivateReminder('default', route, waiting)).toBe(false);
  });

  it('is not shown to visitors, activated members, or on full-bleed and chat layouts', () => {
    expect(layoutShowsActivateReminder('default', 'members', null)).toBe(false);
    expect(layoutShowsActivateReminder('default', 'members', { activated: true })).toBe(false);
    expect(layoutShowsActivateReminder('empty', 'members', waiting)).toBe(false);
    expect(layoutShowsActivateReminder('chat', 'chats', waiting)).toBe(false);
  });
});
