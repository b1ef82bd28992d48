import './page-header.css';

interface PageHeaderProps {
  title: string;
  lead: string;
  /** A short line above the title (e.g. 'Nossa linha'). */
  eyebrow?: string;
}

/** The title band below the fixed header of an inner page. */
export function PageHeader({ title, lead, eyebrow }: PageHeaderProps) {
  return (
    <header className="page-header page-top">
      <div className="container">
        {eyebrow && <p className="section-eyebrow">{eyebrow}</p>}
        <h1 className="page-header__title">{title}</h1>
        <p className="page-header__lead">{lead}</p>
      </div>
    </header>
  );
}
