export type RemoteFailure = 'missing' | 'load' | 'empty';

/** A remote module that could not be had: not in the pointer, its entry failed, or it exported nothing. */
export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: string,
    readonly failure: RemoteFailure,
    readonly cause?: unknown,
  ) {
    super(
      failure === 'missing'
        ? `Remote "${remote}" is not in the remotes pointer`
        : failure === 'empty'
          ? `Remote "${remote}" returned no module`
          : `Remote "${remote}" failed to load: ${cause instanceof Error ? cause.message : String(cause)}`,
    );
    this.name = 'RemoteUnavailableError';
  }
}
