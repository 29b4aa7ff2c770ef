import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useRouteLoaderData } from "react-router";
import { type ShellData, emptyShellData } from "~/features/shell/api";
import { Footer } from "~/features/shell/Footer";
import { Header } from "~/features/shell/Header";

const noContent = emptyShellData(true);

function Shell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const data = useRouteLoaderData<ShellData>("root") ?? noContent;
  return (
    <>
      <a href="#main" className="skip-link">
        {t("skipToContent")}
      </a>
      {/* Header widgets of later features (language picker, accessibility toolbar) go in `widgets`. */}
      <Header data={data} widgets={null} />
      <main id="main" tabIndex={-1} className="min-h-[60vh]">
        {children}
      </main>
      <Footer data={data} year={new Date().getFullYear()} />
    </>
  );
}

/** The public site's shell: skip link, sticky header, <main id="main">, footer. */
export default function PublicLayout() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

