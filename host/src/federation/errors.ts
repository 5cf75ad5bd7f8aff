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
