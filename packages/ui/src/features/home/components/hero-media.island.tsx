import { island } from '../../../islands/island';
import { HeroMedia } from './HeroMedia';

/** Parallax and the video that fades in over the still image. */
export default island('hero-media', HeroMedia, { namespaces: [] });
