export interface Crumb {
  name: string;
  href: string;
}

/** The trail to the page (WAI-ARIA breadcrumb pattern): links, the last one the page itself. */
export function Breadcrumbs({ label, crumbs }: { label: string; crumbs: readonly Crumb[] }) {
  return (
    <nav className="breadcrumbs" aria-label={label}>
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={crumb.href}>
            <a href={crumb.href} aria-current={index === crumbs.length - 1 ? 'page' : undefined}>
              {crumb.name}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
