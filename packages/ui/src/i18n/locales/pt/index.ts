import { about } from './about';
import { catalogs } from './catalogs';
import { common } from './common';
import { home } from './home';
import { notFound } from './not-found';
import { products } from './products';
import { seo } from './seo';
import { shop } from './shop';

export const pt = { common, seo, notFound, home, about, products, shop, catalogs };
