import type { MissingApi } from '@dating/contract';

/** The fields of the runtime's loadRemoteSnapshot hook this plugin reads. */
interface SnapshotArgs {
  manifestUrl?: string;
  manifestJson?: { needs?: unknown };
}

/**
 * A runtime plugin that notes, for every manifest the runtime fetches, what the remote needs and the shell lacks.
 * It only notes: the loader decides (a mismatch is no reason to retry), and the runtime goes on as it would.
 * The provided modules are read when the first manifest is there, not when the loader is made: reading them
 * evaluates every platform package, which the start would otherwise do in its first part (bootstrap.ts).
 */
export function fitCheckPlugin(note: (manifestUrl: string, missing: MissingApi[]) => void) {
  return {
    name: 'dating-host-fit-check',
    async loadRemoteSnapshot<A extends SnapshotArgs>(args: A): Promise<A> {
      if (args.manifestUrl && args.manifestJson) {
        const { missingInShell } = await import(/* webpackMode: "eager" */ './provided-modules');
        note(args.manifestUrl, missingInShell(args.manifestJson.needs));
      }
      return args;
    },
  };
}
