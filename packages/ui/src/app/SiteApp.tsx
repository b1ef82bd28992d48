import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AnnounceReady } from '../components/layout/AnnounceReady';
import { Layout } from '../components/layout/Layout';
import { Loading } from '../components/layout/Loading';
import { LangProvider } from '../i18n/lang-provider';
import type { Lang } from '../i18n/languages';
import { RouterLocation } from './RouterLocation';
import { siteRoutes } from './site-routes';

/** Portuguese at the unprefixed paths, English under /en/, Spanish under /es/. */
export function SiteApp() {
  return (
    <RouterLocation>
      <Routes>
        <Route path="/en/*" element={<LanguageRoutes lang="en" />} />
        <Route path="/es/*" element={<LanguageRoutes lang="es" />} />
        <Route path="/*" element={<LanguageRoutes lang="pt" />} />
      </Routes>
    </RouterLocation>
  );
}

function LanguageRoutes({ lang }: { lang: Lang }) {
  const routes = siteRoutes.filter(({ languages }) => languages?.includes(lang) ?? true);
  return (
    <LangProvider lang={lang}>
      <Routes>
        {routes
          .filter(({ ownFrame }) => ownFrame)
          .map(({ id, path, Page }) => (
            <Route
              key={id}
              path={path.slice(1)}
              element={
                <Suspense fallback={<Loading />}>
                  <Page />
                  <AnnounceReady />
                </Suspense>
              }
            />
          ))}
        <Route element={<Layout />}>
          {routes
            .filter(({ ownFrame }) => !ownFrame)
            .map(({ id, path, Page }) =>
              path === '/' ? (
                <Route key={id} index element={<Page />} />
              ) : (
                <Route key={id} path={path.slice(1)} element={<Page />} />
              ),
            )}
        </Route>
      </Routes>
    </LangProvider>
  );
}
