export interface NamedItem {
  code: string;
  name: string;
}

export interface NamedOptionsProps {
  /** The first choice, value '': what choosing nothing means here ('Any country', 'No region'). */
  empty: string;
  /** Codes with the names a member reads (countries, regions), in the order to show. */
  items: readonly NamedItem[];
}

/** The options of a Select of named codes, after the choice that means none or any. */
export function NamedOptions({ empty, items }: NamedOptionsProps) {
  return (
    <>
      <option value="">{empty}</option>
      {items.map((item) => (
        <option key={item.code} value={item.code}>
          {item.name}
        </option>
      ))}
    </>
  );
}
