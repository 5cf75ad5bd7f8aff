// The server and the deploy tool reach the same buckets with the same variables: one definition, in
// @dating/release-store.
export { s3ClientFor, s3SettingsFromEnv, type S3Settings } from '@dating/release-store';
