import { daysInMonth } from './calendar';
import type { DobField, DobParts } from './parts';

/**
 * The parts after one select changed. A day the new month or year does not have (31 after
 * switching to April, 29 February after choosing a common year) is cleared rather than moved to
 * another day the member did not pick.
 */
export function changePart(parts: DobParts, field: DobField, value: number): DobParts {
  const next = { ...parts, [field]: value };
  if (next.day > daysInMonth(next.year, next.month)) next.day = 0;
  return next;
}
