import { CircleExclamationPoint, Info, TriangleExclamationPoint } from 'lucide-react';
import type { ReactNode } from 'react';

export interface NoticeProps {
  tone: 'info' | 'warning' | 'danger';
  id?: string;
  role?: 'alert' | 'status' | 'note';
  children: ReactNode;
  className?: string;
}

const ICONS = { info: Info, warning: TriangleExclamationPoint, danger: CircleExclamationPoint };

/** A tinted box with an icon: the did-you-mean suggestion, the email notices, the fictional-profile warning. */
export function Notice({ tone, id, role, children, className }: NoticeProps) {
  const Icon = ICONS[tone];
  return (
    <div
      id={id}
      role={role}
      className={['signup-notice', `signup-notice--${tone}`, className].filter(Boolean).join(' ')}
    >
      <Icon className="signup-notice__icon" aria-hidden="true" />
      <div className="signup-notice__body">{children}</div>
    </div>
  );
}
