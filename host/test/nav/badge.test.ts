import { countNewLikes, unreadTotal, type ChatListItem, type Likes, type Profile } from '@dating/contract';
import { testProfile } from '@dating/testing';
import { badgeTotal } from '../../src/nav/badge';

const profile = (id: number): Profile =>
  testProfile(id, { name: `m${id}`, city: '', gender: '' as const, language: 'en' });
const chat = (id: number, unread: number): ChatListItem => ({
  conversation: { id },
  profile: profile(id),
  num_unread_messages: unread,
  last_message: unread > 0 ? { text: 'Hello', sent_at: '2024-05-01T12:00:00.000Z', mine: false } : null,
});

describe('badge', () => {
  it('adds unread messages over every conversation', () => {
    expect(unreadTotal([chat(1, 2), chat(2, 0), chat(3, 5)])).toBe(7);
    expect(unreadTotal([])).toBe(0);
  });

  it('counts only received likes that are new', () => {
    const likes: Likes = {
      profiles: [profile(9)],
      liked_by: [
        { ...profile(1), like_new: true },
        { ...profile(2), like_new: false },
        { ...profile(3), like_new: true },
      ],
    };
    expect(countNewLikes(likes)).toBe(2);
  });

  it('is unread messages plus new likes', () => {
    expect(badgeTotal(7, 2)).toBe(9);
    expect(badgeTotal(0, 0)).toBe(0);
    expect(badgeTotal(-1, 3)).toBe(3);
  });
});
