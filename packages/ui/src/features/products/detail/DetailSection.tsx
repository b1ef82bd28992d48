import type { ReactNode } from 'react';

/** A titled block of the detail page; the id ties the heading to the section. */
export function DetailSection({
  id,
  title,
  className = '',
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={`detail-section ${className}`} aria-labelledby={id}>
      <h2 id={id} className="detail-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A checklist of short texts (features, applications, accessories). */
export function CheckList({ items }: { items: readonly string[] }) {
  return (
    <ul className="check-list">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
