import '@castall/ui/admin.css';
import './desktop.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DesktopApp } from './DesktopApp';
import { ErrorBoundary } from './ErrorBoundary';
import { DESKTOP_TEXTS } from '@castall/ui/desktop-texts';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root');

// The preload script defines it; without it (a plain browser) the admin cannot store anything.
const desktop = window.castallDesktop;
createRoot(container).render(
  <StrictMode>
    <ErrorBoundary>
      {desktop === undefined ? (
        <main className="desktop-settings">
          <p className="desktop-settings__card" role="alert">
            {DESKTOP_TEXTS.noBridge}
          </p>
        </main>
      ) : (
        <DesktopApp desktop={desktop} />
      )}
    </ErrorBoundary>
  </StrictMode>,
);
