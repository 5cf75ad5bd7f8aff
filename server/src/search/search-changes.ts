import type { MemberChange } from './match-sets';
import type { SearchedColumns } from './search-query';

/** The channel the triggers of migration 0016_search_changes notify (suffixed with the schema by the database). */
export const SEARCH_CHANGES_CHANNEL = 'search_changes';

/** One notification: member rows that changed, members whose saved filters changed, or anything at all. */
export type SearchChange =
  { kind: 'members'; changes: MemberChange[] } | { kind: 'saved'; memberIds: number[] } | { kind: 'all' };

type Columns = [string | null, string | null, string | null, string | null, number[]?] | null;

const columnsOf = (c: Columns): SearchedColumns | null =>
  c === null
    ? null
    : {
        gender: c[0],
        country: c[1],
        countryregion: c[2],
        date_of_birth: c[3],
        // migration 0020_interests adds them; without, the member may hold any
        ...(Array.isArray(c[4]) ? { interests: c[4].map(Number) } : {}),
      };

/** A payload as 0016_search_changes writes it; one this version cannot read counts as "anything changed". */
export function parseSearchChange(payload: string): SearchChange {
  try {
    const note = JSON.parse(payload) as { members?: [number, Columns, Columns][]; saved?: number[] };
    if (Array.isArray(note.members))
      return {
        kind: 'members',
        changes: note.members.map(([id, before, after]) => ({
          id: Number(id),
          before: columnsOf(before),
          after: columnsOf(after),
        })),
      };
    if (Array.isArray(note.saved)) return { kind: 'saved', memberIds: note.saved.map(Number) };
  } catch {
    // below
  }
  return { kind: 'all' };
}
