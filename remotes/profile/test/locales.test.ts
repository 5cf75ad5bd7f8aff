import { join } from 'node:path';
import { describeLocaleParity } from '@dating/i18n/testing/locale-parity';

describeLocaleParity('profile', join(__dirname, '../src/locales'));
