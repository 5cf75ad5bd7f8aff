import { useDesignVersion } from './useDesignVersion';

/** Applies the design version to the document; renders nothing. */
export function DesignVersion() {
  useDesignVersion();
  return null;
}
