import * as ui from '../src';

describe('@dating/ui', () => {
  it('exports the components, hooks, store, helpers and the namespace loader', () => {
    for (const name of [
      'ToastProvider',
      'useToast',
      'toastStore',
      'createToastStore',
      'Modal',
      'Popover',
      'Tooltip',
      'DobPicker',
      'fieldOrder',
      'daysInMonth',
      'isRealDate',
      'ageOn',
      'randomDob',
      'parseDob',
      'formatDob',
      'uiLocales',
      'UI_NAMESPACE',
      'Avatar',
      'LikeToggle',
      'Checkbox',
      'ChoiceCard',
      'LoadError',
    ]) {
      expect(ui).toHaveProperty(name);
    }
    expect(ui.MODAL_BASE_Z_INDEX).toBe(1055);
    expect(ui.UI_NAMESPACE).toBe('ui');
  });
});
