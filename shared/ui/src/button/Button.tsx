import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Spinner } from './Spinner';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonLook {
  variant?: ButtonVariant;
  /** sm is for dense rows on desktop; md and lg are at least 44 px high, the size a finger needs. */
  size?: ButtonSize;
  /** Takes the full width of its container (the main action of a phone form). */
  block?: boolean;
  className?: string;
}

/** A button's classes, for a router link that must look like a button (a link navigates, a button acts). */
export function buttonClassName({ variant = 'primary', size = 'md', block = false, className }: ButtonLook = {}) {
  return [styles.button, styles[variant], styles[size], block && styles.block, className].filter(Boolean).join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLook {
  /** Shows a spinner, sets aria-busy and refuses clicks until the work is done; the label stays for readers. */
  loading?: boolean;
  /** An icon before the label (decorative: the label names the button). */
  icon?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant,
  size,
  block,
  className,
  loading = false,
  icon,
  disabled,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClassName({ variant, size, block, className })}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner /> : icon && <span className={styles.icon}>{icon}</span>}
      {children}
    </button>
  );
}
