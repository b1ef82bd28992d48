import { Seo } from '../../lib/seo/Seo';
import { AboutSection } from './components/AboutSection';
import { CtaBand } from './components/CtaBand';
import { Hero } from './components/Hero';
import { ProductsPreview } from './components/ProductsPreview';
import PromoIsland from './components/promo.island';
import { ServicesPreview } from './components/ServicesPreview';
import './home.css';

/** Anchor of the About section; the hero's scroll-down button targets it. */
const ABOUT_ID = 'about';

export default function HomePage() {
  return (
    <>
      <Seo />
      <Hero aboutId={ABOUT_ID} />
      <AboutSection id={ABOUT_ID} />
      <ProductsPreview />
      <ServicesPreview />
      <CtaBand />
      <PromoIsland />
    </>
  );
}
