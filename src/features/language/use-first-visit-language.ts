import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { loadLanguage } from "~/lib/i18n";
import { firstVisitLanguage, switchedUrl } from "./rules";
import { readStoredLanguage } from "./storage";

/** Navigation state the picker sets, so that the page it opens knows it was chosen. */
export interface LanguageChoiceState {
  languageChoice?: string;
}

/** Once per page load: the landing page is the only one the rules apply to. */
let checkedThisLoad = false;

/** For tests: forget that this page load was checked. */
export function resetFirstVisitCheck() {
  checkedThisLoad = false;
}

/**
 * On the page a visitor lands on, follows their language: the one they chose
 * before (localStorage.language), or on a first visit the browser's when it is
 * one of the site's — see `firstVisitLanguage` for the rules. The redirect
 * replaces the history entry and happens without a reload, after that
 * language's strings are loaded. Call it once, in the public layout.
 */
export function useFirstVisitLanguage(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const current = useRef(location);
  useEffect(() => {
    current.current = location;
  });

  useEffect(() => {
    if (checkedThisLoad) return;
    checkedThisLoad = true;
    const landed = current.current;
    const state = landed.state as LanguageChoiceState | null;
    const target = firstVisitLanguage({
      pathname: landed.pathname,
      stored: readStoredLanguage(),
      preferred: navigator.languages ?? [navigator.language],
      choseEnglish: state?.languageChoice === "en",
    });
    if (!target) return;
    loadLanguage(target).then(
      () => {
        // The visitor may have moved on while the strings loaded: leave them where they are.
        if (current.current.key !== landed.key) return;
        void navigate(switchedUrl(landed, target), { replace: true, preventScrollReset: true });
      },
      () => {
        // The language's strings could not be fetched: the page stays in English.
      },
    );
  }, [navigate]);
}
