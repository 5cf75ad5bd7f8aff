import { assign, optional, record, type, type Infer } from 'superstruct';
import { intBetween, Percent, Text } from './primitives';

// `type`, not `object`: unknown keys pass. Pages that stay open keep a host bundle older than the deploy
// tool that writes the pointer; a field added later must not make them reject every pointer they fetch.

/** One published version of a remote: the host registers it by the URL of its mf-manifest.json. */
export const VersionRef = type({ version: Text, entry: Text });
export type VersionRef = Infer<typeof VersionRef>;

/** A version served to visitors whose bucket (0..99) is below percent, from `since` (ISO time) on. */
export const Canary = assign(VersionRef, type({ percent: Percent, since: Text }));
export type Canary = Infer<typeof Canary>;

export const PointerEntry = assign(VersionRef, type({ canary: optional(Canary) }));
export type PointerEntry = Infer<typeof PointerEntry>;

/** The pointer file as the deploy tool keeps it (<store>/pointer/<env>.json). */
export const Pointer = type({
  /** bumped by every write; a writer commits only when it is still the one it read (compare-and-swap) */
  revision: optional(intBetween(0, Number.MAX_SAFE_INTEGER)),
  remotes: record(Text, PointerEntry),
});
export type Pointer = Infer<typeof Pointer>;

/** GET /remotes.json: the pointer as one visitor is served it, the canary choice already made. */
export const ServedPointer = type({ remotes: record(Text, VersionRef) });
export type ServedPointer = Infer<typeof ServedPointer>;
