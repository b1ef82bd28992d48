import { useCallback, useRef, type KeyboardEvent } from 'react';
import { Picture } from '../../../components/media/Picture';
import { SCENE } from '../../../components/media/scene-images';
import { useT } from '../../../i18n/lang-context';
import { usePointerDrag } from '../hooks/use-pointer-drag';
import { positionAfterKey, positionFromPointer, SLIDER_MAX, SLIDER_MIN } from '../slider-position';

interface Side {
  base: string;
  alt: string;
}

const SIZES = '(min-width: 1000px) 960px, 100vw';

interface CompareSliderProps {
  before: Side;
  after: Side;
  /** The divider's position, 0 to 100; its owner resets it when another pair is chosen. */
  position: number;
  setPosition: (position: number) => void;
}

/**
 * Before on the left of the divider, after on the right. The whole picture
 * takes pointer drags; the divider's handle is the focusable slider for the keyboard.
 */
export function CompareSlider({ before, after, position, setPosition }: CompareSliderProps) {
  const t = useT();
  const boxRef = useRef<HTMLDivElement>(null);

  const moveTo = useCallback(
    (clientX: number) => {
      const box = boxRef.current?.getBoundingClientRect();
      if (box) setPosition(positionFromPointer(clientX, box));
    },
    [setPosition],
  );
  const drag = usePointerDrag(moveTo);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = positionAfterKey(event.key, position);
    if (next === null) return;
    event.preventDefault();
    setPosition(next);
  };

  return (
    <div className="before-after" ref={boxRef} {...drag}>
      <Picture
        className="before-after__image"
        base={after.base}
        {...SCENE}
        sizes={SIZES}
        alt={after.alt}
        loading="eager"
        fetchPriority="high"
        draggable={false}
      />
      <div className="before-after__before" style={{ clipPath: `inset(0 ${100 - position}% 0 0)` }}>
        <Picture
          className="before-after__image"
          base={before.base}
          {...SCENE}
          sizes={SIZES}
          alt={before.alt}
          loading="eager"
          draggable={false}
        />
      </div>
      <span className="before-after__label before-after__label--before" aria-hidden="true">
        {t('gallery.compare.before')}
      </span>
      <span className="before-after__label before-after__label--after" aria-hidden="true">
        {t('gallery.compare.after')}
      </span>
      <div
        className="before-after__divider"
        style={{ left: `${position}%` }}
        role="slider"
        tabIndex={0}
        aria-label={t('gallery.compare.slider')}
        aria-valuemin={SLIDER_MIN}
        aria-valuemax={SLIDER_MAX}
        aria-valuenow={position}
        aria-valuetext={t('gallery.compare.valueText', { value: position })}
        aria-orientation="horizontal"
        onKeyDown={onKeyDown}
      >
        <span className="before-after__handle" aria-hidden="true">
          ‹›
        </span>
      </div>
    </div>
  );
}
