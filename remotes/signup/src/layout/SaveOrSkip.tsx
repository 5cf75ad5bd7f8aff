import { Button } from '@dating/ui';

export interface SaveOrSkipProps {
  save: string;
  skip: string;
  /** the save is on its way */
  saving: boolean;
  /** a field's rule is not met */
  invalid: boolean;
  onSkip: () => void;
  /** passing the step by waits for a save on its way */
  skipWaitsForSave?: boolean;
}

/** A step's way on: its form's submit, or passing the step by. */
export function SaveOrSkip({ save, skip, saving, invalid, onSkip, skipWaitsForSave = false }: SaveOrSkipProps) {
  return (
    <div className="signup-actions">
      <Button type="submit" size="lg" block loading={saving} disabled={invalid}>
        {save}
      </Button>
      <Button variant="ghost" block disabled={skipWaitsForSave && saving} onClick={onSkip}>
        {skip}
      </Button>
    </div>
  );
}
