import { ChevronDown } from 'lucide-react';
import type { Ref, SelectHTMLAttributes } from 'react';
import styles from './Field.module.css';

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  ref?: Ref<HTMLSelectElement>;
}

/**
 * The native select (the phone's own picker, every assistive technology), drawn like the other controls
 * with one chevron. className goes to the wrapper, which sizes it.
 */
export function Select({ className, ...rest }: SelectProps) {
  return (
    <span className={[styles.selectWrap, className].filter(Boolean).join(' ')}>
      <select className={`${styles.control} ${styles.select}`} {...rest} />
      <ChevronDown className={styles.chevron} aria-hidden="true" />
    </span>
  );
}
