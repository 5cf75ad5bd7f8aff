import { useEffect } from 'react';
import { useSettings } from '@dating/api-client';

/** The tab shows the site's name from the settings (one host build serves every brand). */
export function DocumentTitle() {
  const settings = useSettings();
  const name = settings.data?.name;
  useEffect(() => {
    if (name) document.title = name;
  }, [name]);
  return null;
}
