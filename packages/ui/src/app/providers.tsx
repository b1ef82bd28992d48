import { StrictMode, type ReactNode } from 'react';
import type { TextStore } from '../i18n/i18n';
import { TextStoreProvider } from '../i18n/lang-provider';

export function Providers({ texts, children }: { texts: TextStore; children: ReactNode }) {
  return (
    <StrictMode>
      <TextStoreProvider store={texts}>{children}</TextStoreProvider>
    </StrictMode>
  );
}
