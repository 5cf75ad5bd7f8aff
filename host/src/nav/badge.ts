/** The badge (top nav and installed-app icon): unread messages plus new likes (docs/product.md §1). */
export const badgeTotal = (unread: number, newLikes: number): number => Math.max(0, unread) + Math.max(0, newLikes);
