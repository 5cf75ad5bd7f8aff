export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
export const ACCEPT_ATTRIBUTE = '.png,.jpeg,.jpg,image/png,image/jpeg';

/** Profile photos are png, jpeg and jpg only (docs/product.md §2, signup step 2, and §5), by type and by name. */
export function isAcceptedImage(file: { name: string; type: string }): boolean {
  return (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type) && /\.(png|jpe?g)$/i.test(file.name);
}
