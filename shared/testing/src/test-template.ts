import { classicTemplate, templates, type TemplateFlags } from '@dating/config';

/** Flags to change from classic, by group: `{ myProfile: { showCity: false } }`. */
export type FlagsPatch = {
  [G in keyof TemplateFlags]?: TemplateFlags[G] extends object ? Partial<TemplateFlags[G]> : TemplateFlags[G];
};

/**
 * Registers a template that is classic but for `patch`, under `name`, and returns the name: a test's settings
 * answer names it, as the server's settings name the template in use.
 */
export function testTemplate(name: string, patch: FlagsPatch): string {
  const flags = { ...classicTemplate.flags } as Record<string, unknown>;
  for (const [group, changes] of Object.entries(patch)) {
    const current = flags[group];
    flags[group] = typeof current === 'object' && current !== null ? { ...current, ...(changes as object) } : changes;
  }
  templates[name] = { name, flags: flags as unknown as TemplateFlags };
  return name;
}
