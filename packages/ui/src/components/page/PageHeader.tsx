import './page-header.css';

/** The title band below the fixed header of an inner page. */
export function PageHeader({ title, lead }: { title: string; lead: string }) {
  return (
    <header className="page-header page-top">
      <div className="container">
        <h1 className="page-header__title">{title}</h1>
        <p className="page-header__lead">{lead}</p>
      </div>
    </header>
  );
}
