import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { PageSection, Testimonial } from "./api";
import { useRotation } from "~/components/ui/use-rotation";
import { SliderControls } from "./controls";
import { ROTATION_MS } from "./slider";

/**
 * A client organisation's name as it writes it (often Latin in Arabic and Persian pages), isolated
 * (first-strong isolate … pop): inside right-to-left text its final "." or "Inc." would otherwise
 * move to the other end of the name.
 */
const isolate = (text: string) => `\u2068${text}\u2069`;

/** The testimonials, one at a time, rotating every 10 s (paused when hovered, focused or under reduced motion). */
export function Testimonials({ section, testimonials }: { section?: PageSection; testimonials: readonly Testimonial[] }) {
  const { t } = useTranslation("home");
  const rotation = useRotation(testimonials.length, ROTATION_MS);
  const { index, move, goTo, rotating, reducedMotion } = rotation;
  const listId = useId();
  const headingId = useId();
  if (testimonials.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="bg-surface-muted px-4 py-16">
      <div className="mx-auto max-w-4xl text-center">
        <h2 id={headingId} className="text-3xl font-bold text-navy">
          {section?.title ?? t("testimonials.title")}
        </h2>
        {section?.subtitle && <p className="mt-3 text-ink-muted">{section.subtitle}</p>}
        <div
          className="mt-10"
          role="region"
          aria-roledescription={t("hero.roledescription")}
          aria-label={t("testimonials.label")}
          {...rotation.containerProps}
        >
          <div id={listId} aria-live={rotating ? "off" : "polite"} className="grid">
            {testimonials.map((item, i) => {
              const active = i === index;
              return (
                // A <figure> with a caption may not take the slide's role "group" (ARIA in HTML): the slide wraps it.
                <div
                  key={item.id}
                  role="group"
                  aria-roledescription={t("hero.slide")}
                  aria-label={t("testimonials.slideOf", { n: i + 1, total: testimonials.length })}
                  aria-hidden={!active}
                  className={`[grid-area:1/1] rounded-lg bg-surface p-8 shadow-sm ${
                    reducedMotion ? "" : "transition-[opacity,visibility] duration-500"
                  } ${active ? "visible opacity-100" : "invisible opacity-0"}`}
                >
                  <figure>
                    <blockquote className="text-lg leading-relaxed text-ink">
                      <p>“{item.quote}”</p>
                    </blockquote>
                    <figcaption className="mt-6">
                      <span className="block font-bold text-navy">{item.name}</span>
                      <span className="block text-sm text-ink-muted">
                        {item.organization
                          ? t("testimonials.roleAt", { role: item.role, organization: isolate(item.organization) })
                          : item.role}
                      </span>
                    </figcaption>
                  </figure>
                </div>
              );
            })}
          </div>
          {testimonials.length > 1 && (
            <div className="mt-6">
              <SliderControls
                count={testimonials.length}
                index={index}
                onMove={move}
                onGoTo={goTo}
                controls={listId}
                tone="light"
                labels={{
                  previous: "testimonials.previous",
                  next: "testimonials.next",
                  goTo: "testimonials.goTo",
                  pause: "testimonials.pause",
                  play: "testimonials.play",
                }}
                stop={reducedMotion ? undefined : { stopped: rotation.stopped, onToggle: () => rotation.setStopped((s) => !s) }}
              />
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
