import type { Lang } from '../../i18n/languages';
import { chatLink } from '../../lib/chat-link';
import { mailtoLink } from '../../lib/mailto-link';
import type { QuoteItem } from './quote-item';
import { buildQuoteMessage, type QuoteMessageTexts } from './quote-message';

/**
 * The longest chat link we write. Browsers take far longer URLs, but the chat app's deep link
 * is opened through its own pages and other apps, where about 2,000 characters is the length
 * known to survive everywhere.
 */
export const CHAT_URL_LIMIT = 2000;

export interface QuoteLinks {
  chat: string;
  mailto: string;
  /** Lines the message could not carry (the visitor is told). */
  omitted: number;
}

/** The chat link and the mailto of a list, both carrying the same message. */
export function quoteLinks(
  items: readonly QuoteItem[],
  lang: Lang,
  texts: QuoteMessageTexts & { subject: string },
): QuoteLinks {
  const message = buildQuoteMessage(
    items,
    lang,
    texts,
    (text) => chatLink(text).length <= CHAT_URL_LIMIT,
  );
  return {
    chat: chatLink(message.text),
    mailto: mailtoLink({ subject: texts.subject, body: message.text }),
    omitted: message.omitted,
  };
}
