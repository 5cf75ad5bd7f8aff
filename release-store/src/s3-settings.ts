import type { S3Client } from '@aws-sdk/client-s3';
import { awsS3 } from './aws-s3';

/** Where a bucket is and how to reach it. Credentials come from the SDK's default chain unless given. */
export interface S3Settings {
  bucket: string;
  /** S3_ENDPOINT: an S3-compatible service's URL (MinIO, R2, …); unset: AWS S3 of the region */
  endpoint?: string;
  /** S3_REGION, else AWS_REGION, else us-east-1 (what most S3-compatible services accept) */
  region: string;
  /** S3_FORCE_PATH_STYLE=1: http://host/bucket/key instead of http://bucket.host/key (most self-hosted stores) */
  forcePathStyle: boolean;
  /** tests; production leaves them to the default chain (AWS_ACCESS_KEY_ID…, a profile, an instance role) */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** The settings of the bucket named by `bucketVariable` (e.g. MEDIA_S3_BUCKET); undefined when it is unset. */
export function s3SettingsFromEnv(
  bucketVariable: string,
  env: NodeJS.ProcessEnv = process.env,
): S3Settings | undefined {
  const bucket = env[bucketVariable]?.trim();
  if (!bucket) return undefined;
  return {
    bucket,
    endpoint: env.S3_ENDPOINT?.trim() || undefined,
    region: env.S3_REGION?.trim() || env.AWS_REGION?.trim() || 'us-east-1',
    forcePathStyle: env.S3_FORCE_PATH_STYLE === '1' || env.S3_FORCE_PATH_STYLE === 'true',
  };
}

/** Seconds, so that a store that does not answer fails a request within seconds rather than holding it. */
const TIMEOUTS = { connectionTimeout: 3_000, requestTimeout: 20_000 };

export function s3ClientFor(settings: S3Settings): S3Client {
  return new (awsS3().S3Client)({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    // Checksums only where the API requires them: since SDK 3.729 every upload carries a CRC32 by default, which
    // several S3-compatible stores refuse or do not return.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: TIMEOUTS,
  });
}
