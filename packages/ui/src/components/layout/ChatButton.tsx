import { chatLink } from '../../lib/chat-link';
import { useT } from '../../i18n/lang-context';
import { ChatIcon } from '../icons/ChatIcon';

/** The fixed round chat-app button at the bottom right (spec §2). */
export function ChatButton() {
  const t = useT();
  return (
    <a
      className="chat-button"
      href={chatLink(t('common.chat.defaultMessage'))}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('common.chat.button')}
    >
      <ChatIcon />
    </a>
  );
}
