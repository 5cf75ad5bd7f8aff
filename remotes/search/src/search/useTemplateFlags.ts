import { resolveTemplate, type TemplateFlags } from '@dating/config';
import { useSettings } from '@dating/api-client';

/** The site's template flags (the settings name the template). */
export function useTemplateFlags(): TemplateFlags {
  const settings = useSettings();
  return resolveTemplate(settings.data?.template ?? 'classic').flags;
}
