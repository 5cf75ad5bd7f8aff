import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import styles from './Choice.module.css';

export interface ChoiceCardProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** What the choice is called; it names the radio. */
  label: ReactNode;
  /** A second line under the label (read with it). */
  description?: ReactNode;
  /** A decorative icon before the text. */
  icon?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/**
 * One choice of a radio group drawn as a card (a payment method, a plan): the whole card is the radio's label,
 * so a tap anywhere picks it, and the arrow keys move within the group as with any native radio. Put the cards
 * in a fieldset whose legend names the group.
 */
export function ChoiceCard({ label, description, icon, className, ...rest }: ChoiceCardProps) {
  return (
    <label className={[styles.card, className].filter(Boolean).join(' ')}>
      <input type="radio" className={styles.input} {...rest} />
      {icon && (
        <span className={styles.cardIcon} aria-hidden="true">
          {icon}
        </span>
      )}
      <span className={styles.cardText}>
        <span className={styles.cardLabel}>{label}</span>
        {description && <span className={styles.cardDescription}>{description}</span>}
      </span>
    </label>
  );
}
