/**
 * A signed webhook whose body is not an event of its provider: answered 400 like a bad signature, as sending it
 * again cannot help. (A bad signature itself is WebhookSignatureError, provider.ts.)
 */
export class MalformedWebhookError extends Error {}
