import styles from './Button.module.css';

/** A turning ring in the current colour; decorative, the busy state is told by aria-busy. */
export function Spinner() {
  return <span className={styles.spinner} aria-hidden="true" />;
}
