import { useMemo } from 'react';
import { useSettings } from '@dating/api-client';
import { resolveTemplate, type Template } from '@dating/config';

/** The UI template and its feature flags; the server's settings name it and switch the dev tools on. */
export function useTemplate(): Template {
  const settings = useSettings();
  return useMemo(
    () => resolveTemplate(settings.data?.template ?? 'classic', { devPanel: settings.data?.dev_tools ?? false }),
    [settings.data],
  );
}

/** The dev flag, and whether it is known yet (settings still loading: neither show nor 404 dev pages). */
export function useDevFlag(): { known: boolean; on: boolean } {
  const settings = useSettings();
  const template = useTemplate();
  return { known: !settings.isPending, on: template.flags.devPanel };
}
