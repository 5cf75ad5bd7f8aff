import { isValidElement, type ReactElement, type Ref } from 'react';

/** The props a trigger element may carry that the floating components read or merge. */
export type TriggerProps = Record<string, unknown> & {
  ref?: Ref<HTMLElement>;
  id?: string;
  'aria-describedby'?: string;
};
export type TriggerElement = ReactElement<TriggerProps>;

/**
 * The trigger must be one element that can take focus (a button, a link, an input), since
 * keyboard users open the panel by focusing it.
 */
export function assertTrigger(trigger: unknown, component: string): asserts trigger is TriggerElement {
  if (!isValidElement(trigger)) {
    throw new TypeError(`${component}: \`trigger\` must be a single React element, e.g. <button>`);
  }
}
