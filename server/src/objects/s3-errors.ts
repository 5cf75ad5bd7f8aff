// Shared with the deploy tool's bucket store: one definition, in @dating/deploy.
export { isNotFound } from '@dating/deploy';
