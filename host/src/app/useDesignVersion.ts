import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { applyDesignVersion, design, storedDesignVersion, type DesignVersion } from './design-version';
import { useTemplate } from './useTemplate';

/** The design version: one switched to in the dev panel wins, else the template's. */
export function useDesignVersion(): DesignVersion {
  const { flags } = useTemplate();
  const { version } = useSnapshot(design);
  useEffect(() => {
    if (design.version === null) applyDesignVersion(storedDesignVersion() ?? flags.ui.designVersion);
  }, [flags.ui.designVersion]);
  return version ?? flags.ui.designVersion;
}
