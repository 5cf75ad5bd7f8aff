/** A Field's `parse` that keeps a cleared text '' (react-final-form makes it undefined by default). */
export const keepEmpty = (value: string): string => value;
