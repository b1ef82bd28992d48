/** Anchor of the CAST ALL comparison on /products, linked from each CAST ALL detail page. */
export const COMPARE_ANCHOR = 'compare';
