import { createRequire } from 'node:module';
import type * as S3 from '@aws-sdk/client-s3';

let loaded: typeof S3 | undefined;

/**
 * @aws-sdk/client-s3, required on first use. A folder store never needs it, and requiring it costs a tenth of a
 * second and thousands of modules in every process that imports this package (the server, each server test file,
 * every deploy command), bucket or not.
 */
export function awsS3(): typeof S3 {
  return (loaded ??= createRequire(__filename)('@aws-sdk/client-s3') as typeof S3);
}
