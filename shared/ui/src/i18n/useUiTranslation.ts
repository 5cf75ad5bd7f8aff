import { useNamespace } from '@dating/i18n';
import { UI_NAMESPACE, uiLocales } from './ui-locales';

/**
 * useTranslation('ui') that also registers the namespace when the host has not, so a remote
 * running on its own still gets its texts. Suspends until they are loaded: the components that
 * call it sit behind their own <Suspense fallback={null}>.
 */
export function useUiTranslation() {
  return useNamespace(UI_NAMESPACE, uiLocales);
}
