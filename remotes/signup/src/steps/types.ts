import type { User } from '@dating/contract';

export interface StepProps {
  user: User;
  onNext: () => void;
}
