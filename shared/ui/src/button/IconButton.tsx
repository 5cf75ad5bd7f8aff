import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import styles from './Button.module.css';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** The accessible name: an icon alone tells a screen reader nothing. */
  label: string;
  icon: ReactNode;
  /** overlay sits on a photo: a translucent disc that stays readable on any picture. */
  variant?: 'ghost' | 'secondary' | 'primary' | 'overlay';
  /** For a toggle (like): the pressed state is announced and styled. */
  pressed?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** A round 44 px button with only an icon. */
export function IconButton({
  label,
  icon,
  variant = 'ghost',
  pressed,
  className,
  type = 'button',
  ...rest
}: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      aria-pressed={pressed}
      className={[styles.iconButton, styles[variant], className].filter(Boolean).join(' ')}
      {...rest}
    >
      <span className={styles.icon}>{icon}</span>
    </button>
  );
}
