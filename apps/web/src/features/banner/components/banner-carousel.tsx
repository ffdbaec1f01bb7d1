import { useEffect, useId, useState } from 'react';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Pause from 'lucide-react/icons/pause';
import Play from 'lucide-react/icons/play';
import { usePrefersReducedMotion } from '../../../lib/use-reduced-motion';
import { useFrameTranslation } from '../../../shell/frame-texts';
import type { BannerPicture } from '../api/get-roll-pictures';
import { BannerImage, PictureLink } from './banner-slide';
import styles from './banner.module.css';

const ADVANCE_MS = 6_500;

/**
 * The WAI-ARIA carousel pattern: a rotation button first, previous/next and a picker for each
 * slide; rotation stops while the pointer or keyboard focus is inside, never starts under
 * prefers-reduced-motion, and the slide text is announced only when the visitor changes it.
 */
export function BannerCarousel({
  pictures,
  defaultSrc,
  label,
}: {
  pictures: BannerPicture[];
  defaultSrc: string;
  label: string;
}) {
  const { t } = useFrameTranslation();
  const slidesId = useId();
  const [index, setIndex] = useState(0);
  // Rotation follows the device's motion setting until the visitor presses the button (the
  // server renders it stopped, as does the browser while it takes the page over).
  const reduceMotion = usePrefersReducedMotion();
  const [chosen, setChosen] = useState<boolean>();
  const playing = chosen ?? !reduceMotion;
  const [held, setHeld] = useState({ pointer: false, focus: false });
  const total = pictures.length;
  const rotating = playing && !held.pointer && !held.focus && total > 1;

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => {
      if (!document.hidden) setIndex((i) => (i + 1) % total);
    }, ADVANCE_MS);
    return () => clearInterval(timer);
  }, [rotating, total]);

  const go = (next: number) => setIndex((next + total) % total);

  return (
    <section
      className={styles.banner}
      data-kind="carousel"
      aria-roledescription="carousel"
      aria-label={label}
      onPointerEnter={() => setHeld((h) => ({ ...h, pointer: true }))}
      onPointerLeave={() => setHeld((h) => ({ ...h, pointer: false }))}
      onFocus={() => setHeld((h) => ({ ...h, focus: true }))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null))
          setHeld((h) => ({ ...h, focus: false }));
      }}
    >
      <div id={slidesId} className={styles.slides} aria-live={rotating ? 'off' : 'polite'}>
        {pictures.map((picture, i) => (
          <div
            key={picture.id}
            className={styles.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={t('banner.slide', { index: i + 1, total })}
            data-active={i === index}
            inert={i !== index}
          >
            <PictureLink url={picture.url} className={styles.picture}>
              <BannerImage src={picture.src} fallbackSrc={defaultSrc} priority={i === 0} />
              {(picture.title || picture.content) && (
                <span className={styles.caption}>
                  <span className={styles.captionInner}>
                    {picture.title && <span className={styles.title}>{picture.title}</span>}
                    {picture.content && <span className={styles.text}>{picture.content}</span>}
                  </span>
                </span>
              )}
            </PictureLink>
          </div>
        ))}
      </div>
      {total > 1 && (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.control}
            aria-label={playing ? t('banner.pause') : t('banner.play')}
            onClick={() => setChosen(!playing)}
          >
            {playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
          </button>
          <button
            type="button"
            className={styles.control}
            aria-controls={slidesId}
            aria-label={t('banner.previous')}
            onClick={() => go(index - 1)}
          >
            <ChevronLeft aria-hidden="true" />
          </button>
          <span className={styles.dots}>
            {pictures.map((picture, i) => (
              <button
                key={picture.id}
                type="button"
                className={styles.dot}
                aria-controls={slidesId}
                aria-label={t('banner.goTo', { index: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => go(i)}
              />
            ))}
          </span>
          <button
            type="button"
            className={styles.control}
            aria-controls={slidesId}
            aria-label={t('banner.next')}
            onClick={() => go(index + 1)}
          >
            <ChevronRight aria-hidden="true" />
          </button>
        </div>
      )}
    </section>
  );
}
