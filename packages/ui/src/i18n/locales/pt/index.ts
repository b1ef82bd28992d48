import { about } from './about';
import { catalogs } from './catalogs';
import { common } from './common';
import { home } from './home';
import { notFound } from './not-found';
import { seo } from './seo';

export const pt = { common, seo, notFound, home, about, catalogs };
