import type { ReactNode } from 'react';

export interface PageHeaderProps {
  id: string;
  title: ReactNode;
  intro?: ReactNode;
  /** a line above the title: the way back */
  back?: ReactNode;
}

/** The page's one h1 and what the page is for. */
export function PageHeader({ id, title, intro, back }: PageHeaderProps) {
  return (
    <div className="credits-header">
      {back}
      <h1 id={id} className="credits-title">
        {title}
      </h1>
      {intro && <p className="credits-intro">{intro}</p>}
    </div>
  );
}
