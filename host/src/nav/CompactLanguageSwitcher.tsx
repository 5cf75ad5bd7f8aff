import type { SelectHTMLAttributes } from 'react';
import { ChevronDown, Globe } from 'lucide-react';
import { LanguageSwitcher } from '@dating/i18n';
import { a11y } from '@dating/ui';

/**
 * The native select, invisible over its face: a tap opens the phone's own picker with the languages in their own
 * names, while the bar shows only a globe and the current code.
 */
function CompactSelect(props: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <>
      <select {...props} className="language-compact__select" />
      <span className="language-compact__face" aria-hidden="true">
        <Globe className="language-compact__globe" />
        <span className="language-compact__code">{String(props.value ?? '')}</span>
        <ChevronDown className="language-compact__chevron" />
      </span>
    </>
  );
}

/** The language switcher for the top bar: a 44 px globe on a phone, globe and code on wider screens. */
export function CompactLanguageSwitcher() {
  return <LanguageSwitcher className="language-compact" labelClassName={a11y.visuallyHidden} select={CompactSelect} />;
}
