import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useUser } from '@dating/api-client';

/**
 * Landing pages are for visitors (docs/product.md §2: "a logged-in member who opens / goes to /home"). Until the
 * user is known the page shows as to a visitor: the host has the user before it renders any remote anyway.
 */
export function VisitorsOnly({ children }: { children: ReactNode }) {
  const user = useUser().data?.user;
  if (user) return <Navigate to="/home" replace />;
  return <>{children}</>;
}
