import { join } from 'node:path';
import { describePluralLocaleParity } from '@dating/i18n/testing/locale-parity';

describePluralLocaleParity('landers', join(__dirname, '../src/locales'));
