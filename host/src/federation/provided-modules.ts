// The platform packages the shell provides whose names a remote can miss (docs/architecture.md, What fits what),
// read off the very modules the share scope hands to remotes. Namespace imports cost no bytes here: a module the
// host provides is provided whole. react-router's names are the fixed list of the host's facade, which ESLint holds
// every remote to; the deploy tool checks them against provides.json.
import * as apiClient from '@dating/api-client';
import * as bus from '@dating/bus';
import { ApiRecord, EVERY_NAME, is, missingApi, type MissingApi } from '@dating/contract';
import * as i18n from '@dating/i18n';
import * as push from '@dating/push';
import * as ui from '@dating/ui';

/** By package: the module this shell provides (its exports are what a remote may use). */
export const PROVIDED_MODULES: Readonly<Record<string, object>> = {
  '@dating/api-client': apiClient,
  '@dating/bus': bus,
  '@dating/i18n': i18n,
  '@dating/push': push,
  '@dating/ui': ui,
};

/**
 * What a remote's manifest says it needs (`needs`) and this shell lacks. A package the shell does not list is taken
 * as provided whole (libraries; the deploy tool checks their versions); a manifest without a record needs nothing.
 */
export function missingInShell(needs: unknown, provided = PROVIDED_MODULES): MissingApi[] {
  if (!is(needs, ApiRecord)) return [];
  return missingApi(needs, (pkg) => (provided[pkg] ? new Set(Object.keys(provided[pkg])) : EVERY_NAME));
}
