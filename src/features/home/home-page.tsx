import { useTranslation } from "react-i18next";
import { Link } from "~/components/ui/link";
import { ArrowEndIcon, CheckCircleIcon } from "~/components/ui/icons";
import { PageSection } from "~/components/ui/page-section";
import { StaticIsland } from "~/components/ui/static-island";
import type { HomeData } from "./api";
import { HeroSlider } from "./hero-slider";
import { Impact } from "./impact";
import { Testimonials } from "./testimonials";

/** The home page: hero slider, mission and vision, Impact in numbers, Why Choose Us, core services, testimonials, call to action. */
export function HomePage({ data, failed }: HomeData) {
  const { t } = useTranslation("home");
  const { sections, services } = data;
  const mission = sections["home.mission"];
  const vision = sections["home.vision"];
  const why = sections["home.whyChooseUs"];
  const servicesSection = sections["home.services"];
  const cta = sections["home.cta"];
  return (
    <>
      {failed && (
        <p role="status" className="bg-surface-muted px-4 py-2 text-center text-sm text-ink-muted">
          {t("failed")}
        </p>
      )}
      {/* The page's one <h1>; the slides' titles are <h2>s (one heading level 1 per page). */}
      <h1 className={data.slides.length > 0 ? "sr-only" : "mx-auto max-w-6xl px-4 pt-12 text-4xl font-bold text-navy"}>
        {t("heading")}
      </h1>
      <HeroSlider slides={data.slides} />

      {/* Everything under the slider is text, figures and links: hydration keeps its HTML (static-island.tsx). */}
      <StaticIsland data={data}>
        {(mission || vision) && (
          <section aria-label={t("purposeLabel")} className="mx-auto grid max-w-6xl gap-6 px-4 py-16 md:grid-cols-2">
            {[mission, vision].map(
              (block) =>
                block && (
                  <div key={block.key} className="rounded-lg border border-line bg-surface p-8 shadow-sm">
                    <h2 className="text-2xl font-bold text-navy">{block.title}</h2>
                    {block.body && <p className="mt-4 text-ink-muted">{block.body}</p>}
                  </div>
                ),
            )}
          </section>
        )}

        <Impact figures={data.figures} />

        {why && (
          <PageSection band="bg-surface-muted" wide headingId="home-why" title={why.title} subtitle={why.subtitle} subtitleClassName="mx-auto mt-3 max-w-2xl">
            <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {why.items.map((item) => (
                <li key={item.id} className="rounded-lg bg-surface p-6 shadow-sm">
                  <CheckCircleIcon size={28} className="text-brand" />
                  <h3 className="mt-4 text-lg font-bold text-navy">{item.title}</h3>
                  <p className="mt-2 text-sm text-ink-muted">{item.description}</p>
                </li>
              ))}
            </ul>
          </PageSection>
        )}

        {services.length > 0 && (
          <PageSection
            headingId="home-services"
            title={servicesSection?.title ?? t("services.title")}
            subtitle={servicesSection?.subtitle}
            subtitleClassName="mx-auto mt-3 max-w-2xl"
          >
            <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="core-services">
              {services.map((service) => (
                <li key={service.id}>
                  <Link
                    to={service.path}
                    className="group flex h-full flex-col rounded-lg border border-line bg-surface p-6 shadow-sm transition-shadow hover:shadow-md"
                  >
                    <h3 className="text-xl font-bold text-navy group-hover:underline">{service.name}</h3>
                    <p className="mt-3 flex-1 text-ink-muted">{service.description}</p>
                    <span className="mt-4 inline-flex items-center gap-1 font-semibold text-brand">
                      {t("services.learnMore")}
                      <ArrowEndIcon size={16} />
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
            {servicesSection?.ctaPath && servicesSection.ctaLabel && (
              <div className="mt-10 text-center">
                <Link to={servicesSection.ctaPath} className="btn-outline">
                  {servicesSection.ctaLabel}
                </Link>
              </div>
            )}
          </PageSection>
        )}
      </StaticIsland>

      {/* The testimonials rotate: they hydrate. */}
      <Testimonials section={sections["home.testimonials"]} testimonials={data.testimonials} />

      <StaticIsland data={cta}>
        <section aria-labelledby="home-cta" className="on-dark bg-brand px-4 py-16 text-center text-white">
          <h2 id="home-cta" className="text-3xl font-bold">
            {cta?.title ?? t("cta.title")}
          </h2>
          {cta?.body && <p className="mx-auto mt-4 max-w-2xl text-ink-inverse">{cta.body}</p>}
          <Link to="/contact" className="btn-accent mt-8">
            {cta?.ctaLabel ?? t("cta.button")}
          </Link>
        </section>
      </StaticIsland>
    </>
  );
}
