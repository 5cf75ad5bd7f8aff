import type { ReactNode } from 'react';

/** A region pinned to one theme (data-theme re-declares the colour tokens for its subtree). */
export function ThemePanel({
  theme,
  label,
  children,
}: {
  theme: 'light' | 'dark';
  label: string;
  children: ReactNode;
}) {
  return (
    <section className="dev-ui__theme" data-theme={theme} aria-label={label}>
      <h2>{label}</h2>
      {children}
    </section>
  );
}
