import { classicTemplate } from './classic';
import type { Template, TemplateFlags } from './template';

export type { Template, TemplateFlags };
export { classicTemplate };

export const templates: Record<string, Template> = { classic: classicTemplate };

/**
 * The template in use, with server-side overrides applied (the server's settings turn on the dev panel
 * on development machines; nothing else overrides a template today).
 */
export function resolveTemplate(name = 'classic', overrides: { devPanel?: boolean } = {}): Template {
  const base = templates[name] ?? classicTemplate;
  return { ...base, flags: { ...base.flags, devPanel: overrides.devPanel ?? base.flags.devPanel } };
}
export * from './constants';
export * from './languages';
