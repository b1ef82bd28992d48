// The shop's public face for other features (the part page shows a part as the shop's cards
// do): its image, number formats and localized texts, and the card styles they are drawn with.
import './part-card.css';

export { PartImage } from './components/PartImage';
export { formatNumber, formatPrice } from './number-format';
export { categoryKey, localizedPartText, partImageUrl } from './part-view';
