import type { MouseEvent, ReactNode } from 'react';
import { useId } from '../../lib/use-id';
import { fileNameOf } from './file-name';
import { CatalogMessageLine } from './CatalogMessageLine';
import { useCatalogDownload, type CatalogMessage } from './use-catalog-download';

export interface CatalogDownloadActionProps {
  /** The PDF's site path; undefined when no file is mapped (a button that says so). */
  url: string | undefined;
  /** What a missing file means here: 'notMapped' for a product, 'langMissing' for a language. */
  whenMissing: CatalogMessage;
  className: string;
  label: (checking: boolean) => ReactNode;
  /** Where the message line goes, relative to the control. */
  layout?: (control: ReactNode, message: ReactNode) => ReactNode;
}

/**
 * A download link to a catalogue PDF. A plain click checks the file with HEAD first and then
 * downloads it, or shows the §8 message; before the page's script runs (or with a modifier key,
 * to open it in a tab) it is an ordinary link, so the file is never out of reach.
 */
export function CatalogDownloadAction({
  url,
  whenMissing,
  className,
  label,
  layout = (control, message) => (
    <>
      {control}
      {message}
    </>
  ),
}: CatalogDownloadActionProps) {
  const messageId = useId();
  const { checking, message, download } = useCatalogDownload();
  const onClick = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    void download(url, whenMissing);
  };
  const shared = {
    className,
    onClick,
    'aria-busy': checking,
    'aria-describedby': message ? messageId : undefined,
  };
  const control = url ? (
    <a href={url} download={fileNameOf(url)} {...shared}>
      {label(checking)}
    </a>
  ) : (
    <button type="button" {...shared}>
      {label(checking)}
    </button>
  );
  return layout(control, <CatalogMessageLine id={messageId} message={message} />);
}
