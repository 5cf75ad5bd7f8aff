import { Link } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';

/** The way back to where the member came from in the credits pages. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} className="credits-back">
      <ArrowLeft aria-hidden="true" />
      {children}
    </Link>
  );
}
