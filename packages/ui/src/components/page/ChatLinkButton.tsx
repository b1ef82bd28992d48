import type { ReactNode } from 'react';
import { useT } from '../../i18n/lang-context';
import { chatLink } from '../../lib/chat-link';
import { ChatIcon } from '../icons/ChatIcon';

/** A button-styled link that opens the chat app in a new tab with a prefilled message. */
export function ChatLinkButton({ message, children }: { message: string; children: ReactNode }) {
  const t = useT();
  return (
    <a
      className="button button--chat"
      href={chatLink(message)}
      target="_blank"
      rel="noopener noreferrer"
    >
      <ChatIcon />
      {children}
      <span className="visually-hidden"> {t('common.footer.opensInNewTab')}</span>
    </a>
  );
}
