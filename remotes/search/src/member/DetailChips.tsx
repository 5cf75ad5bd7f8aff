import type { ReactElement } from 'react';
import {
  Baby,
  Cigarette,
  Eye,
  GraduationCap,
  HeartHandshake,
  PersonStanding,
  Ruler,
  Scissors,
  Search,
  Sparkles,
  Star,
  Users,
  Wine,
} from 'lucide-react';
import { DETAIL_FIELDS, isDetailField, type DetailField } from '@dating/contract';
import { useProfileFieldMessages } from '@dating/i18n';
import { Chip } from '@dating/ui';

const ICONS: Record<DetailField, ReactElement> = {
  looking_for: <Search />,
  relationship_goal: <HeartHandshake />,
  relationship_status: <Users />,
  body_type: <PersonStanding />,
  height: <Ruler />,
  eye_color: <Eye />,
  hair_color: <Scissors />,
  smoking: <Cigarette />,
  drinking: <Wine />,
  children: <Baby />,
  wants_children: <Baby />,
  education: <GraduationCap />,
  religion: <Sparkles />,
  zodiac: <Star />,
};

/** The answered profile fields the site shows, in the order profile_fields.php lists them. */
export function answeredDetails(details: Record<string, string> | undefined, visible: readonly string[] | undefined) {
  return (Object.keys(DETAIL_FIELDS) as DetailField[]).flatMap((field) => {
    const value = details?.[field];
    const known = value && isDetailField(field) && (DETAIL_FIELDS[field] as readonly string[]).includes(value);
    return known && (!visible || visible.includes(field)) ? [{ field, value }] : [];
  });
}

/**
 * The member's answers to the optional profile fields as chips: the field's name, quiet, before its answer,
 * because 'Never' or 'Maybe' alone says nothing. Suspends until the field messages are loaded.
 */
export function DetailChips({ answers }: { answers: { field: DetailField; value: string }[] }) {
  const messages = useProfileFieldMessages();
  return (
    <ul className="search-member-chips">
      {answers.map(({ field, value }) => (
        <li key={field}>
          <Chip icon={ICONS[field]}>
            <span className="search-chip-label">{messages.label(field)}</span>
            {messages.value(field, value)}
          </Chip>
        </li>
      ))}
    </ul>
  );
}
