import { about } from './about';
import { common } from './common';
import { home } from './home';
import { notFound } from './not-found';
import { products } from './products';
import { seo } from './seo';

export const pt = { common, seo, notFound, home, about, products };
