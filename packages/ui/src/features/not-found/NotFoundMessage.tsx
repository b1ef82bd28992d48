import type { ReactNode } from 'react';
import { Seo } from '../../lib/seo/Seo';

interface NotFoundMessageProps {
  seoTitle: string;
  seoDescription: string;
  title: string;
  text: string;
  /** The ways back (links). */
  children: ReactNode;
}

/** A 404 page's body: noindex, status 404 for the prerender, a message and ways back. */
export function NotFoundMessage({
  seoTitle,
  seoDescription,
  title,
  text,
  children,
}: NotFoundMessageProps) {
  return (
    <section className="not-found container page-top">
      <Seo title={seoTitle} description={seoDescription} noindex status={404} />
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>{title}</h1>
      <p>{text}</p>
      <p className="not-found__actions">{children}</p>
    </section>
  );
}
