import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClassName, Card, EmptyState } from '@dating/ui';

export interface NoPackagePanelProps {
  icon: ReactNode;
  title: string;
  text: string;
  /** the link's words: it leads to /credits, where the packages are */
  action: string;
}

/** In place of a checkout that has no package to sell: why, and the way to the packages. */
export function NoPackagePanel({ icon, title, text, action }: NoPackagePanelProps) {
  return (
    <Card className="credits-empty" padding="none">
      <EmptyState
        headingLevel={2}
        icon={icon}
        title={title}
        action={
          <Link to="/credits" className={buttonClassName()}>
            {action}
          </Link>
        }
      >
        <p>{text}</p>
      </EmptyState>
    </Card>
  );
}
