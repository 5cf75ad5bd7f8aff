/**
 * No such object: NoSuchKey from a GET, a bare 404 from a HEAD (it has no body to name the error, so a missing
 * bucket looks the same there; a GET or PUT names NoSuchBucket, which is an operator's matter).
 */
export function isNotFound(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name !== 'NoSuchBucket' && e?.$metadata?.httpStatusCode === 404;
}

/**
 * A conditional write's condition failed (If-Match: the object changed; If-None-Match: '*': it exists). S3 answers
 * 412 Precondition Failed; 409 ConditionalRequestConflict when another conditional write to the key is under way.
 */
export function isPreconditionFailed(err: unknown): boolean {
  const status = (err as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;
  return status === 412 || (status === 409 && (err as { name?: string }).name === 'ConditionalRequestConflict');
}
