import { ChatButton } from '../components/layout/ChatButton';
import { Footer } from '../components/layout/Footer';
import { staticPart } from './environment';

/** The layout's parts that need no script: HTML only, in the providers they read. */
export const StaticFooter = staticPart(Footer);
export const StaticChatButton = staticPart(ChatButton);
