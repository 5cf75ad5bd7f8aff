import type { ReactNode } from 'react';
import styles from './PageHeader.module.css';

export interface PageHeaderProps {
  /** the heading's id, which the page's landmark names itself by (aria-labelledby) */
  id: string;
  title: ReactNode;
  /** an icon before the title (decorative), in the brand colour */
  icon?: ReactNode;
  /** what the page is for, under the title */
  intro?: ReactNode;
  /** a line above the title: the way back */
  back?: ReactNode;
  /** what follows the intro in the header (links to the page's neighbours) */
  children?: ReactNode;
}

/** A page's one h1 and what the page is for: the same heading on every page of every remote. */
export function PageHeader({ id, title, icon, intro, back, children }: PageHeaderProps) {
  return (
    <div className={styles.header}>
      {back}
      <h1 id={id} className={styles.title}>
        {icon}
        {title}
      </h1>
      {intro && <p className={styles.intro}>{intro}</p>}
      {children}
    </div>
  );
}
