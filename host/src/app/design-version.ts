import { proxy } from 'valtio';

export type DesignVersion = 1 | 2;
const STORAGE_KEY = 'design-version';

/** The design version in use; the template sets the default, the dev panel can switch it. */
export const design = proxy<{ version: DesignVersion | null }>({ version: null });

export function storedDesignVersion(storage: Storage | undefined = globalThis.localStorage): DesignVersion | null {
  const value = storage?.getItem(STORAGE_KEY);
  return value === '1' ? 1 : value === '2' ? 2 : null;
}

/** Styles key off `<html data-design-version>`, so every remote's CSS can follow the switch as well. */
export function applyDesignVersion(version: DesignVersion): void {
  design.version = version;
  if (typeof document !== 'undefined') document.documentElement.dataset.designVersion = String(version);
}

export function switchDesignVersion(
  current: DesignVersion,
  storage: Storage | undefined = globalThis.localStorage,
): DesignVersion {
  const next: DesignVersion = current === 1 ? 2 : 1;
  storage?.setItem(STORAGE_KEY, String(next));
  applyDesignVersion(next);
  return next;
}
