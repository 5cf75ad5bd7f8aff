import type { RemoteName } from '../src';

/**
 * Modules the host loads (route table of docs/product.md §2, widget modules) that no remote exposes yet.
 * remote-modules.test.ts holds it to the truth: it fails for a missing module not listed here, for a listed
 * module that is exposed now, and for an entry no route or widget loads. So it only shrinks by building.
 */
export const STILL_TO_BUILD: ReadonlyArray<`${RemoteName}/./${string}`> = [];
