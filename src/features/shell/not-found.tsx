import { useTranslation } from "react-i18next";
import { Link, useLocalizedNavigate as useNavigate } from "~/components/ui/link";
import { ArrowStartIcon } from "~/components/ui/icons";

/**
 * The 404 page body. Also for routes that find no content for their URL (an
 * unknown /services/{slug}): render <NotFoundPage /> from the route module.
 */
export function NotFoundPage() {
  const { t } = useTranslation("shell");
  const navigate = useNavigate();
  const goBack = () => {
    // Back to the previous page, within the site or not; a tab opened on this page goes home.
    const state = window.history.state as { idx?: number } | null;
    if ((state?.idx ?? 0) > 0 || window.history.length > 1) void navigate(-1);
    else void navigate("/", { replace: true });
  };
  return (
    <section aria-labelledby="not-found-title" className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center">
      <p className="text-6xl font-extrabold text-brand" aria-hidden="true">
        {t("notFound.code")}
      </p>
      <h1 id="not-found-title" className="mt-4 text-3xl font-bold text-navy">
        {t("notFound.title")}
      </h1>
      <p className="mt-4 text-ink-muted">{t("notFound.body")}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={goBack} className="btn-outline">
          <ArrowStartIcon size={18} />
          {t("notFound.goBack")}
        </button>
        <Link to="/" className="btn-primary">
          {t("notFound.home")}
        </Link>
      </div>
      <ul className="mt-6 flex flex-wrap justify-center gap-6">
        <li>
          <Link to="/services" className="font-semibold text-brand underline-offset-4 hover:underline">
            {t("notFound.services")}
          </Link>
        </li>
        <li>
          <Link to="/contact" className="font-semibold text-brand underline-offset-4 hover:underline">
            {t("notFound.contact")}
          </Link>
        </li>
      </ul>
    </section>
  );
}
