import { useRef, useState } from 'react';
import type { ConsentCheckboxProps } from './ConsentCheckbox';

/**
 * The EU withdrawal consent every checkout asks before paying: `field` goes to ConsentCheckbox; `given()` answers
 * whether it was given and, when not, marks the box as missing and moves the focus there.
 */
export function useWithdrawalConsent(): { field: ConsentCheckboxProps; given: () => boolean } {
  const [checked, setChecked] = useState(false);
  const [asked, setAsked] = useState(false);
  const ref = useRef<HTMLInputElement>(null);
  const given = () => {
    if (checked) return true;
    setAsked(true);
    ref.current?.focus();
    return false;
  };
  const onChange = (next: boolean) => {
    setChecked(next);
    // the reason shows after a try to pay without it, until the box is ticked
    if (next) setAsked(false);
  };
  return { field: { ref, checked, missing: asked && !checked, onChange }, given };
}
