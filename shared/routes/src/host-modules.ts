import { routes, type RemoteName } from './table';

/** A module the host loads from a remote as part of one of its own pages, not as a page of the route table. */
export interface WidgetModule {
  remote: RemoteName;
  module: string;
  /** the host page that shows it, for messages when a remote stops exposing it */
  usedBy: string;
}

/**
 * Declared once: the host renders them from here, and the exposes checks (the route contract test, deploy
 * verify) read them, so a remote cannot drop one unnoticed.
 */
export const widgetModules = {
  /** docs/product.md §2, "Error page": members get a member overview */
  memberOverview: { remote: 'search', module: './MemberOverview', usedBy: 'error page (members)' },
  /** docs/product.md §2, "Error page": visitors get the signup form; the landing pages embed it too */
  signupForm: { remote: 'signup', module: './SignupForm', usedBy: 'error page (visitors), landing pages' },
} as const satisfies Record<string, WidgetModule>;

/** One module the host needs from a remote, and everything in the host that loads it. */
export interface HostModule {
  remote: RemoteName;
  module: string;
  /** the paths of the routes that show it, and the host pages of a widget module */
  usedBy: string[];
}

/** 'search/./MemberOverview': how the exposes checks and their messages name a module. */
export const hostModuleKey = ({ remote, module }: { remote: string; module: string }) => `${remote}/${module}`;

/** Every module the host loads from a remote, route pages and widget modules alike, each once. */
export function hostModules(): HostModule[] {
  const byKey = new Map<string, HostModule>();
  const add = (remote: RemoteName, module: string, usedBy: string) => {
    const key = hostModuleKey({ remote, module });
    const known = byKey.get(key);
    if (known) known.usedBy.push(usedBy);
    else byKey.set(key, { remote, module, usedBy: [usedBy] });
  };
  for (const route of routes) {
    if ('remote' in route.target) add(route.target.remote, route.target.module, route.path);
  }
  for (const widget of Object.values(widgetModules)) add(widget.remote, widget.module, widget.usedBy);
  return [...byKey.values()];
}
