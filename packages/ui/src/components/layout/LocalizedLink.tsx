import { Link, NavLink, type LinkProps, type NavLinkProps } from 'react-router-dom';
import { localizePath } from '../../config/paths';
import { useLang } from '../../i18n/lang-context';

/** A link to an unprefixed path, in the page's language. */
export function LocalizedLink({ to, ...props }: LinkProps & { to: string }) {
  return <Link to={localizePath(to, useLang())} {...props} />;
}

export function LocalizedNavLink({ to, ...props }: NavLinkProps & { to: string }) {
  return <NavLink to={localizePath(to, useLang())} {...props} />;
}
