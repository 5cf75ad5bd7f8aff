import { Heart } from 'lucide-react';
import { useInterestNames } from '@dating/i18n';
import { Chip } from '@dating/ui';

/**
 * The interests a member picked (docs/product.md §5) as chips, named in the reader's language. Suspends until
 * the names are loaded.
 */
export function InterestChips({ ids }: { ids: readonly number[] }) {
  const names = useInterestNames();
  return (
    <ul className="search-member-chips">
      {ids.map((id) => (
        <li key={id}>
          <Chip icon={<Heart />}>{names(id)}</Chip>
        </li>
      ))}
    </ul>
  );
}
