import { type RefObject, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ArrowEndIcon, ArrowStartIcon, LinkedInIcon, MailIcon, TwitterIcon } from "~/components/ui/icons";
import { useAutoAdvance, useRotationPause } from "~/components/ui/rotation";
import { imageSrcSet, imageUrl } from "~/lib/contentful/assets";
import { useInspector } from "~/lib/contentful/inspector";
import type { TeamMember } from "./api";
import { TEAM_ROTATION_MS, VISIBILITY_THRESHOLD, chunk, pageCount, stepFrom } from "./carousel";
import { usePerView } from "./use-per-view";

const GRID = { 1: "grid-cols-1", 2: "grid-cols-2", 4: "grid-cols-4" } as const;

/** True while at least 30 % of the element is in the viewport. */
function useInView(ref: RefObject<HTMLElement | null>, threshold: number): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      ([entry]) => setInView(Boolean(entry?.isIntersecting) && (entry?.intersectionRatio ?? 0) >= threshold),
      { threshold: [0, threshold, 1] },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, threshold]);
  return inView;
}

/**
 * The Leadership Team: 4 members per slide on wide screens (2 on tablets, 1 on
 * phones), wrapping around. It advances every 10 s while at least 30 % of it
 * is in view and it is neither hovered nor focused nor in a hidden tab; never
 * under reduced motion.
 * One card is expanded at a time.
 */
export function TeamCarousel({ team }: { team: readonly TeamMember[] }) {
  const { t } = useTranslation("about");
  const pause = useRotationPause();
  const perView = usePerView();
  const [first, setFirst] = useState(0);
  const [expanded, setExpanded] = useState<string | null>(null);
  const regionRef = useRef<HTMLElement>(null);
  const inView = useInView(regionRef, VISIBILITY_THRESHOLD);
  const slidesId = useId();

  const pages = chunk(team, perView);
  const total = pageCount(team.length, perView);
  const page = Math.min(Math.floor(first / perView), total - 1);
  const rotating = total > 1 && inView && !pause.paused;
  useAutoAdvance(rotating, TEAM_ROTATION_MS, `${page}/${perView}`, () => setFirst((f) => stepFrom(f, 1, perView, team.length)));

  if (team.length === 0) return null;
  const move = (step: number) => setFirst((f) => stepFrom(f, step, perView, team.length));

  return (
    <section
      ref={regionRef}
      aria-roledescription={t("team.roledescription")}
      aria-label={t("team.label")}
      data-testid="team-carousel"
      {...pause.containerProps}
    >
      <div id={slidesId} aria-live={rotating ? "off" : "polite"}>
        {pages.map((members, i) => (
          <div
            key={`${perView}-${i}`}
            role="group"
            aria-roledescription={t("team.slide")}
            aria-label={t("team.slideOf", { n: i + 1, total })}
            hidden={i !== page}
            className={`grid gap-6 ${GRID[perView]}`}
          >
            {members.map((member) => (
              <TeamCard
                key={member.slug}
                member={member}
                expanded={expanded === member.slug}
                onToggle={() => setExpanded((current) => (current === member.slug ? null : member.slug))}
              />
            ))}
          </div>
        ))}
      </div>
      {total > 1 && (
        <div className="mt-8 flex items-center justify-center gap-4">
          <button
            type="button"
            aria-controls={slidesId}
            aria-label={t("team.previous")}
            onClick={() => move(-1)}
            className="inline-flex size-10 items-center justify-center rounded-full border border-line bg-surface text-navy hover:bg-surface-muted"
          >
            <ArrowStartIcon size={18} />
          </button>
          <p className="min-w-16 text-center text-sm text-ink-muted" aria-hidden="true">
            {t("team.slideOf", { n: page + 1, total })}
          </p>
          <button
            type="button"
            aria-controls={slidesId}
            aria-label={t("team.next")}
            onClick={() => move(1)}
            className="inline-flex size-10 items-center justify-center rounded-full border border-line bg-surface text-navy hover:bg-surface-muted"
          >
            <ArrowEndIcon size={18} />
          </button>
        </div>
      )}
    </section>
  );
}

function TeamCard({ member, expanded, onToggle }: { member: TeamMember; expanded: boolean; onToggle: () => void }) {
  const { t } = useTranslation("about");
  const panelId = useId();
  const nameId = useId();
  const inspect = useInspector();
  const social = "inline-flex size-9 items-center justify-center rounded-full bg-brand-soft text-brand hover:bg-brand hover:text-white";
  return (
    <article aria-labelledby={nameId} className="flex flex-col rounded-lg border border-line bg-surface p-5 text-center shadow-sm">
      {member.image && (
        <img
          src={imageUrl(member.image.url, { w: 240, h: 240, fit: "fill", q: 75 })}
          srcSet={imageSrcSet(member.image.url, [160, 240, 480], { format: "webp" }) || undefined}
          sizes="(min-width: 1024px) 160px, 120px"
          width={member.image.width}
          height={member.image.height}
          alt=""
          loading="lazy"
          className="mx-auto size-32 rounded-full object-cover"
        />
      )}
      <h3 id={nameId} className="mt-4 text-lg font-bold text-navy" {...inspect(member.id, "name")}>
        {member.name}
      </h3>
      <p className="text-sm text-ink-muted" {...inspect(member.id, "role")}>
        {member.role}
      </p>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={panelId}
        aria-describedby={nameId}
        onClick={onToggle}
        className="mx-auto mt-auto pt-4 font-semibold text-brand underline-offset-4 hover:underline"
      >
        {expanded ? t("team.less") : t("team.more")}
      </button>
      <div id={panelId} hidden={!expanded} className="mt-4 border-t border-line pt-4 text-start">
        <p className="text-sm text-ink" {...inspect(member.id, "bio")}>
          {member.bio}
        </p>
        {member.expertise.length > 0 && (
          <>
            <h4 className="mt-4 text-sm font-bold text-navy">{t("team.expertise")}</h4>
            <ul className="mt-2 flex flex-wrap gap-2">
              {member.expertise.map((item) => (
                <li key={item} className="rounded-full bg-surface-muted px-3 py-1 text-xs text-ink">
                  {item}
                </li>
              ))}
            </ul>
          </>
        )}
        <ul className="mt-4 flex gap-2">
          {member.linkedin && (
            <li>
              <a href={member.linkedin} target="_blank" rel="noopener noreferrer" className={social} aria-label={t("team.linkedin", { name: member.name })}>
                <LinkedInIcon size={18} />
              </a>
            </li>
          )}
          {member.twitter && (
            <li>
              <a href={member.twitter} target="_blank" rel="noopener noreferrer" className={social} aria-label={t("team.twitter", { name: member.name })}>
                <TwitterIcon size={18} />
              </a>
            </li>
          )}
          {member.email && (
            <li>
              <a href={`mailto:${member.email}`} className={social} aria-label={t("team.email", { name: member.name })}>
                <MailIcon size={18} />
              </a>
            </li>
          )}
        </ul>
      </div>
    </article>
  );
}
