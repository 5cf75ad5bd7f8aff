import type { ReactNode } from 'react';
import type { Layout as LayoutName } from '@dating/routes';
import { useTemplate } from '../app/useTemplate';
import { ActivateReminder } from '../activation/ActivateReminder';
import { ConnectedTopNav } from '../nav/ConnectedTopNav';
import { layoutClasses } from '../routing/layout-classes';
import { MemberSidebar } from '../nav/MemberSidebar';
import { layoutShowsActivateReminder, layoutShowsSidebar, layoutShowsTopNav } from './chrome';
import { useSession } from '../session/useSession';
import { Footer } from './Footer';
import './layout.css';

export interface LayoutProps {
  layout: LayoutName;
  routeName: string;
  children: ReactNode;
}

/**
 * The four layouts of docs/product.md §2. default: top nav, activation reminder, page, footer. chat: the top
 * nav (when the template shows it in chats) over a full-height page. lander: the top nav (log in, sign
 * up), the page and the footer. empty: the page alone.
 */
export function Layout({ layout, routeName, children }: LayoutProps) {
  const { user } = useSession();
  const { flags } = useTemplate();
  const showTopNav = layoutShowsTopNav(layout, flags);
  const showFooter = layout === 'default' || layout === 'lander';
  const main = (
    <main id="main" className="layout__main">
      {children}
    </main>
  );
  return (
    <div className={layoutClasses(layout, routeName, user !== null)}>
      {showTopNav && <ConnectedTopNav />}
      {user && layoutShowsActivateReminder(layout, routeName, user) && <ActivateReminder email={user.email} />}
      {user && layoutShowsSidebar(layout, flags, user !== null) ? (
        <div className="layout__body">
          <MemberSidebar memberName={user.profile.name} />
          {main}
        </div>
      ) : (
        main
      )}
      {showFooter && <Footer />}
    </div>
  );
}
