import type { ComponentProps } from 'react';
import { localizePath } from '../../config/paths';
import { useLang } from '../../i18n/lang-context';
import { useSiteLocation } from '../../lib/site-location';

type AnchorProps = Omit<ComponentProps<'a'>, 'href'> & { to: string };

/**
 * A link to an unprefixed path, in the page's language. A plain anchor: moving between public
 * pages is a normal load of prerendered HTML (issue 12), which works before any script runs and
 * which the speculation rules in the page's head prefetch.
 */
export function LocalizedLink({ to, ...props }: AnchorProps) {
  return <a href={localizePath(to, useLang())} {...props} />;
}

/** A header link, marked as the current page on its own path (and below it unless `end`). */
export function LocalizedNavLink({
  to,
  end = false,
  className = '',
  ...props
}: AnchorProps & { end?: boolean }) {
  const href = localizePath(to, useLang());
  const { pathname } = useSiteLocation();
  const here = pathname.replace(/\/+$/, '') || '/';
  const target = href.replace(/\/+$/, '') || '/';
  const current = here === target || (!end && target !== '/' && here.startsWith(`${target}/`));
  return (
    <a
      href={href}
      className={current ? `${className} active`.trim() : className}
      aria-current={current ? 'page' : undefined}
      {...props}
    />
  );
}
