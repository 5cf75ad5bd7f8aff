import { join } from 'node:path';
import { describeLocaleParity } from '@dating/i18n/testing/locale-parity';

describeLocaleParity('search', join(__dirname, '../src/locales'));
