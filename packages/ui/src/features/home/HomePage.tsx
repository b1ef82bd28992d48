import type { ReactNode } from 'react';
import { Seo } from '../../lib/seo/Seo';
import { AboutSection } from './components/AboutSection';
import { CtaBand } from './components/CtaBand';
import { Hero } from './components/Hero';
import { ProductsPreview } from './components/ProductsPreview';
import { ServicesPreview } from './components/ServicesPreview';
import './home.css';

/** Anchor of the About section; the hero's scroll-down button targets it. */
export const ABOUT_ID = 'about';

/** The islands of the home page, in the order of its HTML (pages/[...lang]/index.astro). */
export type HomeIslands = Partial<
  Record<'heroMedia' | 'scrollDown' | 'reveal' | 'promo', ReactNode>
>;

export default function HomePage({ heroMedia, scrollDown, reveal, promo }: HomeIslands) {
  return (
    <>
      <Seo />
      <Hero media={heroMedia} scrollDown={scrollDown} />
      <AboutSection id={ABOUT_ID} reveal={reveal} />
      <ProductsPreview />
      <ServicesPreview />
      <CtaBand />
      {promo}
    </>
  );
}
