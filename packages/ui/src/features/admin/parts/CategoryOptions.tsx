import { PART_CATEGORIES } from '@castall/contracts';

/** The four categories (spec §4), after a first option whose text says what '' means here. */
export function CategoryOptions({ emptyLabel }: { emptyLabel: string }) {
  return (
    <>
      <option value="">{emptyLabel}</option>
      {PART_CATEGORIES.map((category) => (
        <option key={category} value={category}>
          {category}
        </option>
      ))}
    </>
  );
}
