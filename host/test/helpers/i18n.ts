import { registerNamespace } from '@dating/i18n';
import { loadHostMessages } from '../../src/app/host-i18n';

/** Loads the host's English messages before a test renders anything. */
export const loadHostNamespace = () => registerNamespace('host', loadHostMessages);
