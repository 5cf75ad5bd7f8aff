import { describeMissing, type MissingApi } from '@dating/contract';

export type RemoteFailure = 'missing' | 'load' | 'empty';

/**
 * A remote module that could not be had: missing (the remote is not in the pointer, or its deployed version does
 * not expose the page), its entry failed to load, or it exported nothing.
 */
export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: string,
    readonly failure: RemoteFailure,
    readonly cause?: unknown,
  ) {
    super(
      failure === 'missing'
        ? `Remote "${remote}" is not in the remotes pointer or does not have this page`
        : failure === 'empty'
          ? `Remote "${remote}" returned no module`
          : `Remote "${remote}" failed to load: ${cause instanceof Error ? cause.message : String(cause)}`,
    );
    this.name = 'RemoteUnavailableError';
  }
}

/**
 * A remote version that needs what this page's shell does not provide (docs/architecture.md, What fits what): the
 * shell is older than the remote (a page open across a deploy) or the other way round. A reload fetches the shell
 * the site serves now; retrying with this one cannot help.
 */
export class RemoteMismatchError extends Error {
  constructor(
    readonly remote: string,
    readonly missing: MissingApi[],
    readonly hostBuild: string,
  ) {
    super(
      `Remote "${remote}" does not fit the shell ${hostBuild}: it needs ${missing.map(describeMissing).join(', ')}`,
    );
    this.name = 'RemoteMismatchError';
  }
}
