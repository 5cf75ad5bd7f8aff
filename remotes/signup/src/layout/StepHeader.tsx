import type { ReactNode } from 'react';

export interface StepHeaderProps {
  id: string;
  /** decorative; left out where the step shows a large picture of its own */
  icon?: ReactNode;
  title: ReactNode;
  /** one sentence on why the step is asked */
  lead?: ReactNode;
}

/**
 * A step's icon, heading and lead. The heading takes focus when the flow moves to its step (tabIndex -1),
 * so a screen reader announces the new step and a phone scrolls to its top.
 */
export function StepHeader({ id, icon, title, lead }: StepHeaderProps) {
  return (
    <header className="signup-step__header">
      {icon && (
        <span className="signup-step__icon" aria-hidden="true">
          {icon}
        </span>
      )}
      <h2 id={id} className="signup-step__title" tabIndex={-1}>
        {title}
      </h2>
      {lead && <p className="signup-step__lead">{lead}</p>}
    </header>
  );
}
