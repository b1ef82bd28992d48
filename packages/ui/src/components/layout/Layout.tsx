import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useT } from '../../i18n/lang-context';
import { AnnounceReady } from './AnnounceReady';
import { ChatButton } from './ChatButton';
import { Footer } from './Footer';
import HeaderIsland from './header.island';
import { Loading } from './Loading';

/** Header, footer and chat button around every public page (spec §2). */
export function Layout() {
  const t = useT();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <HeaderIsland />
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<Loading />}>
          <Outlet />
          <AnnounceReady />
        </Suspense>
      </main>
      <Footer />
      <ChatButton />
    </>
  );
}
