import { resolveTemplate, type TemplateFlags } from '@dating/config';
import { useSettings } from './queries';

/** The site's template flags: the template the settings name, 'classic' until they have arrived. */
export function useTemplateFlags(): TemplateFlags {
  return resolveTemplate(useSettings().data?.template ?? 'classic').flags;
}

/**
 * Whether profiles have a city (the settings' visible profile fields). Not until the settings have arrived: a field
 * that shows and then goes is worse than one that comes.
 */
export function useShowsCity(): boolean {
  return useSettings().data?.visible_profile_fields.includes('city') ?? false;
}
