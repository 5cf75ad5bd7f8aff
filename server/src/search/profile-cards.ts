import type { Profile } from '@dating/contract';
import type { Db } from '../db/connect';
import { membersViewQuery, profileOf } from '../members/load-profiles';
import { keepJson } from './kept-json';
import { localDay } from './local-day';

type ProfileRow = Parameters<typeof profileOf>[0];

/**
 * What a search result card shows of a member, whoever looks: the row, and the profile as a stranger sees it
 * (not liked, liked) built for `day` (the age counts from it) with its JSON kept (kept-json.ts).
 */
export interface Card {
  row: ProfileRow;
  day: string;
  profiles: { liked: boolean; profile: Profile }[];
}

/**
 * The cards of members any member may see, in one statement (members/load-profiles.ts membersViewQuery); a
 * visitor's search loads its profiles as a visitor sees them instead (cached-reads.ts).
 */
export async function loadCards(db: Db, ids: number[]): Promise<Card[]> {
  if (ids.length === 0) return [];
  const rows = (await membersViewQuery(db).where('members.id', 'in', ids).execute()) as ProfileRow[];
  const day = localDay();
  return rows.map((row) => ({ row, day, profiles: [] }));
}

/** A card as `viewerId` sees it on `day` (localDay): the profile load-profiles.ts would give them. */
export function cardProfile(card: Card, viewerId: number | null, liked: boolean, day: string): Profile {
  if (card.row.id === viewerId) return profileOf({ ...card.row, liked }, viewerId);
  if (card.day !== day) {
    card.profiles = [];
    card.day = day;
  }
  let built = card.profiles.find((p) => p.liked === liked);
  if (!built) {
    built = { liked, profile: keepJson(profileOf({ ...card.row, liked }, null)) };
    card.profiles.push(built);
  }
  return built.profile;
}
