// Shared with the deploy tool's bucket store: one definition, in @dating/release-store.
export { isNotFound } from '@dating/release-store';
