import { useTranslation } from "react-i18next";
import { Link } from "~/components/ui/link";
import type { ResourcesIntro as Intro } from "./load";

export function ResourcesIntro({ intro }: { intro: Intro | null }) {
  const { t } = useTranslation("resources");
  return (
    <section className="mx-auto max-w-4xl px-4 py-16">
      <h1 className="text-3xl font-bold text-navy sm:text-4xl">{intro?.title ?? t("title")}</h1>
      {intro?.subtitle ? <p className="mt-4 text-lg text-ink-muted">{intro.subtitle}</p> : null}
      <p className="mt-8">
        {t("needMore")}{" "}
        <Link to="/contact" className="font-semibold underline">
          {t("contactUs")}
        </Link>
      </p>
    </section>
  );
}
