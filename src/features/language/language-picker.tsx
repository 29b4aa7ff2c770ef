import { type MouseEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import { GlobeIcon, SpinnerIcon } from "~/components/ui/icons";
import { PopoverMenu, usePopoverMenu } from "~/components/ui/popover-menu";
import { toast } from "~/components/ui/toast";
import { type Language, direction, languageFromPath, languages, loadLanguage, localizedPath } from "~/lib/i18n";
import { nativeNames, switchedUrl } from "./rules";
import { storeLanguage } from "./storage";
import type { LanguageChoiceState } from "./use-first-visit-language";

/**
 * The path a switch is going to. The picker showing that path (the same one,
 * or a new one if the layout is mounted anew for the other language) takes the
 * focus back, after the layout has moved it to <main> for the navigation.
 */
let focusAfterSwitch: string | null = null;
function takeFocusAfterSwitch(path: string | null): boolean {
  if (path === null || focusAfterSwitch !== path) return false;
  focusAfterSwitch = null;
  return true;
}
function focusAfterSwitchTo(path: string) {
  focusAfterSwitch = path;
}

/** A plain click (no modifier, main button): the picker handles it; others open a new tab as links do. */
function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The language picker of the header: a button naming the current language
 * ("Language: English") that opens the five languages, each written in its
 * own language and marked with its `lang`. Each entry is a real link to the
 * same page in that language (crawlers and new tabs follow it); a plain click
 * loads that language's strings first, remembers the choice
 * (localStorage.language) and moves there without a reload, keeping the
 * query, the hash and the scroll position. A popover (usePopoverMenu): it opens
 * from the first paint and with scripts off (the entries are links), Escape or an
 * outside click closes it; arrow keys move between the entries.
 */
export function LanguagePicker() {
  const { t } = useTranslation("language");
  const location = useLocation();
  const navigate = useNavigate();
  const current = languageFromPath(location.pathname);
  const [pending, setPending] = useState<Language | null>(null);
  const { close, buttonRef, buttonProps, panelProps } = usePopoverMenu("language-menu");

  const { pathname } = location;
  useEffect(() => {
    if (!takeFocusAfterSwitch(pathname)) return;
    // After the layout's own effects (which move the focus to <main> on a navigation).
    setTimeout(() => buttonRef.current?.focus(), 0);
  }, [buttonRef, pathname]);

  const choose = async (language: Language) => {
    if (language === current) {
      close();
      buttonRef.current?.focus();
      return;
    }
    setPending(language);
    try {
      await loadLanguage(language);
    } catch {
      setPending(null);
      toast.error(t("picker.loadFailed"));
      return;
    }
    storeLanguage(language);
    close();
    const state: LanguageChoiceState = { languageChoice: language };
    // The page around it changes language; keyboard and screen-reader users stay on the picker.
    focusAfterSwitchTo(localizedPath(location.pathname, language));
    await navigate(switchedUrl(location, language), { state, preventScrollReset: true });
    setPending(null);
  };

  return (
    <div>
      <button
        {...buttonProps}
        aria-busy={pending !== null}
        data-testid="language-picker"
        className="inline-flex h-10 items-center gap-1.5 rounded-full border border-line px-2.5 text-sm font-semibold text-brand hover:bg-brand-soft"
      >
        {pending ? <SpinnerIcon className="animate-spin" /> : <GlobeIcon />}
        <span className="sr-only">{t("picker.label")}</span>{" "}
        <span lang={current} dir={direction(current)} className="max-xl:sr-only">
          {nativeNames[current]}
        </span>
      </button>
      <PopoverMenu panelProps={panelProps} label={t("picker.menu")} className="w-48">
        {languages.map((language) => (
          <Link
            key={language}
            to={switchedUrl(location, language)}
            lang={language}
            hrefLang={language}
            aria-current={language === current ? "true" : undefined}
            onClick={(event) => {
              if (!isPlainClick(event)) return;
              event.preventDefault();
              void choose(language);
            }}
            className={`flex items-center justify-between gap-3 rounded-md px-3 py-2 text-start hover:bg-surface-muted ${
              language === current ? "font-semibold text-brand" : "text-ink"
            }`}
          >
            <span dir={direction(language)}>{nativeNames[language]}</span>
            {language === current && (
              <span aria-hidden="true" className="text-brand">
                ✓
              </span>
            )}
          </Link>
        ))}
      </PopoverMenu>
    </div>
  );
}
