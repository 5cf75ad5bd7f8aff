import { useRef, useState } from 'react';
import { EMPTY_DOB, isCompleteDob, parseDob } from './parts';

export interface DobValueOptions {
  value: string | undefined;
  defaultValue: string | undefined;
  onInput?: (value: string) => void;
  onBlur?: (value: string) => void;
}

/**
 * The picker's value, controlled (`value`) or not, and the one way to change it. Every change
 * emits onInput (docs/product.md §4); a change that leaves all three parts set emits onBlur, once per
 * distinct complete date, so a form validates the date as soon as it is whole.
 */
export function useDobValue({ value, defaultValue, onInput, onBlur }: DobValueOptions) {
  const [own, setOwn] = useState(defaultValue ?? EMPTY_DOB);
  const current = value === undefined ? own : value || EMPTY_DOB;
  const lastCompleted = useRef<string | null>(null);

  const change = (next: string) => {
    setOwn(next);
    onInput?.(next);
    if (isCompleteDob(parseDob(next)) && next !== lastCompleted.current) {
      lastCompleted.current = next;
      onBlur?.(next);
    }
  };
  return [current, change] as const;
}
