import type { HTMLAttributes, ReactNode } from 'react';
import styles from './Card.module.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** The element: a card in a list of results is an article, a panel a section. */
  as?: 'div' | 'article' | 'section' | 'li';
  /** none for a card whose photo runs to the edges. */
  padding?: 'none' | 'md' | 'lg';
  children?: ReactNode;
}

/** A raised surface with the site's radius, border and shadow. */
export function Card({ as: Element = 'div', padding = 'md', className, children, ...rest }: CardProps) {
  return (
    <Element className={[styles.card, styles[padding], className].filter(Boolean).join(' ')} {...rest}>
      {children}
    </Element>
  );
}
