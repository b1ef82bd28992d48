import type { CSSProperties } from 'react';

interface SectionHeadingProps {
  id: string;
  eyebrow: string;
  title: string;
  description: string;
  /** Extra class, e.g. `reveal-item` in the About section. */
  className?: string;
  style?: CSSProperties;
}

/** The small label, h2 and lead paragraph that open each home section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  description,
  className,
  style,
}: SectionHeadingProps) {
  return (
    <header className={`section-heading ${className ?? ''}`.trim()} style={style}>
      <p className="section-heading__eyebrow">{eyebrow}</p>
      <h2 id={id} className="section-heading__title">
        {title}
      </h2>
      <p className="section-heading__description">{description}</p>
    </header>
  );
}
