import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "~/components/ui/link";
import { useRotation } from "~/components/ui/use-rotation";
import { useSwipe } from "~/components/ui/use-swipe";
import { imageSrcSet, imageUrl } from "~/lib/contentful/assets";
import type { HeroSlide } from "./api";
import { SliderControls } from "./controls";
import { ROTATION_MS } from "./slider";

const WIDTHS = [640, 960, 1280, 1600] as const;

/**
 * The home page's hero: an accessible carousel (APG pattern) that rotates
 * every 10 s, pauses while hovered or focused, stops under reduced motion or
 * with its pause button, and follows drags and swipes longer than 15 % of its
 * width (mirrored in right-to-left pages).
 */
export function HeroSlider({ slides }: { slides: readonly HeroSlide[] }) {
  const { t } = useTranslation("home");
  const rotation = useRotation(slides.length, ROTATION_MS);
  const { index, move, goTo, rotating, reducedMotion } = rotation;
  const slidesId = useId();
  const { offset, handlers } = useSwipe(move);

  if (slides.length === 0) return null;

  return (
    <section
      aria-roledescription={t("hero.roledescription")}
      aria-label={t("hero.label")}
      className="on-dark relative overflow-hidden bg-navy text-white"
      {...rotation.containerProps}
    >
      <div
        id={slidesId}
        aria-live={rotating ? "off" : "polite"}
        className="grid cursor-grab touch-pan-y select-none active:cursor-grabbing"
        {...handlers}
      >
        {slides.map((slide, i) => {
          const active = i === index;
          return (
            <div
              key={slide.id}
              role="group"
              aria-roledescription={t("hero.slide")}
              aria-label={t("hero.slideOf", { n: i + 1, total: slides.length })}
              aria-hidden={!active}
              inert={!active}
              className={`relative [grid-area:1/1] ${reducedMotion ? "" : "transition-[opacity,visibility] duration-700"} ${
                active ? "visible opacity-100" : "invisible opacity-0"
              }`}
            >
              {slide.image && (
                <img
                  src={imageUrl(slide.image.url, { w: 1280, q: 75 })}
                  srcSet={imageSrcSet(slide.image.url, WIDTHS, { format: "webp" }) || undefined}
                  sizes="100vw"
                  width={slide.image.width}
                  height={slide.image.height}
                  alt=""
                  draggable={false}
                  loading={i === 0 ? "eager" : "lazy"}
                  fetchPriority={i === 0 ? "high" : "auto"}
                  // The art's chart sits at the end of the line: mirrored in right-to-left pages so the text never covers it.
                  className="absolute inset-0 size-full object-cover rtl:-scale-x-100"
                />
              )}
              {/* Even on phones, where the copy spans the picture; from lg on, dark under the copy and light over the art at the end. */}
              <div
                className="absolute inset-0 bg-navy/75 lg:bg-transparent lg:bg-linear-to-r lg:from-navy/85 lg:from-35% lg:via-navy/60 lg:to-navy/20 lg:rtl:bg-linear-to-l"
                aria-hidden="true"
              />
              <div
                className="relative mx-auto flex min-h-[32rem] max-w-6xl flex-col justify-center px-6 pt-16 pb-28 sm:min-h-[36rem] sm:px-10"
                style={active && offset ? { transform: `translateX(${offset}px)` } : undefined}
              >
                {slide.subtitle && <p className="text-sm font-semibold tracking-wider text-accent uppercase">{slide.subtitle}</p>}
                <h2 id={`${slidesId}-title-${i}`} className="mt-3 max-w-3xl text-4xl font-bold sm:text-5xl lg:max-w-xl">
                  {slide.title}
                </h2>
                <p className="mt-5 max-w-2xl text-lg text-ink-inverse lg:max-w-xl">{slide.description}</p>
                <div className="mt-8 flex flex-wrap gap-3">
                  <Link to={slide.learnMorePath} className="btn-accent">
                    {t("hero.learnMore")}
                    {/* Which service: search engines and link lists need more than "Learn More". */}
                    <span className="sr-only">{t("hero.learnMoreFor", { title: slide.title })}</span>
                  </Link>
                  <Link
                    to="/contact"
                    className="inline-flex items-center justify-center rounded-md border border-white px-4 py-2 font-semibold text-white hover:bg-white/10"
                  >
                    {t("hero.contact")}
                  </Link>
                </div>
              </div>
            </div>
          );
        })}
      </div>
      {slides.length > 1 && (
        <div className="absolute inset-x-0 bottom-6 px-4">
          <SliderControls
            count={slides.length}
            index={index}
            onMove={move}
            onGoTo={goTo}
            controls={slidesId}
            tone="dark"
            labels={{
              previous: "hero.previous",
              next: "hero.next",
              goTo: "hero.goTo",
              pause: "hero.pause",
              play: "hero.play",
            }}
            stop={
              reducedMotion
                ? undefined
                : { stopped: rotation.stopped, onToggle: () => rotation.setStopped((s) => !s) }
            }
          />
        </div>
      )}
    </section>
  );
}
