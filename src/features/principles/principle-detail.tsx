import { useTranslation } from "react-i18next";
import { Link } from "~/components/ui/link";
import { LoadFailed } from "~/components/ui/load-failed";
import { TextBlocks } from "~/components/ui/text-blocks";
import { ArrowEndIcon, ArrowStartIcon } from "~/components/ui/icons";
import { useInspector } from "~/lib/contentful/inspector";
import { principlePath } from "./api";
import type { PrinciplePageData } from "./load";

/** /about/principle/{slug}: coloured header, full text, call to action, other principles; or 'Principle Not Found'. */
export function PrincipleDetail({ data, failed }: PrinciplePageData) {
  const { t } = useTranslation("principles");
  const { principle, others } = data;
  const inspect = useInspector();
  if (!principle) return <PrincipleNotFound failed={failed} />;
  return (
    <article>
      <header className="on-dark px-4 py-14 text-white sm:py-20" style={{ backgroundColor: principle.color }}>
        <div className="mx-auto max-w-6xl">
          <Link
            to="/about"
            className="inline-flex items-center gap-2 font-semibold text-white underline-offset-4 hover:underline"
          >
            <ArrowStartIcon size={18} />
            {t("backToAbout")}
          </Link>
          <p className="mt-6 text-sm font-semibold tracking-wider text-white uppercase">{t("eyebrow")}</p>
          <h1 className="mt-2 text-3xl font-bold sm:text-5xl" {...inspect(principle.id, "title")}>
            {principle.title}
          </h1>
          <p className="mt-4 max-w-3xl text-lg text-white" {...inspect(principle.id, "shortDescription")}>
            {principle.shortDescription}
          </p>
        </div>
      </header>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-[1fr_20rem]">
        <div className="max-w-3xl space-y-5 text-lg leading-relaxed text-ink" data-testid="principle-body" {...inspect(principle.id, "fullDescription")}>
          <TextBlocks text={principle.fullDescription} />
        </div>
        <aside className="space-y-8">
          <section aria-labelledby="principle-action" className="rounded-lg border border-line bg-surface-muted p-6">
            <h2 id="principle-action" className="text-xl font-bold text-navy">
              {t("action.title")}
            </h2>
            <p className="mt-3 text-ink-muted">{t("action.body")}</p>
            <div className="mt-5 flex flex-col gap-3">
              <Link to="/services" className="btn-primary">
                {t("action.services")}
              </Link>
              <Link to="/contact" className="btn-outline">
                {t("action.contact")}
              </Link>
            </div>
          </section>
          {others.length > 0 && (
            <nav aria-labelledby="principle-others">
              <h2 id="principle-others" className="text-xl font-bold text-navy">
                {t("others")}
              </h2>
              <ul className="mt-4 space-y-3">
                {others.map((other) => (
                  <li key={other.slug}>
                    <Link
                      to={principlePath(other.slug)}
                      className="flex items-center justify-between gap-3 rounded-md border border-line p-4 font-semibold text-brand hover:bg-brand-soft"
                      style={{ borderInlineStartColor: other.color, borderInlineStartWidth: 4 }}
                    >
                      <span>{other.title}</span>
                      <ArrowEndIcon size={18} className="shrink-0" />
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </aside>
      </div>
    </article>
  );
}

export function PrincipleNotFound({ failed = false }: { failed?: boolean }) {
  const { t } = useTranslation("principles");
  return (
    <LoadFailed
      headingId="principle-not-found"
      width="max-w-2xl"
      space="py-20"
      title={t("notFound.title")}
      message={failed ? t("notFound.failed") : t("notFound.body")}
      action={
        <Link to="/about" className="btn-primary mt-8">
          {t("notFound.back")}
        </Link>
      }
    />
  );
}
