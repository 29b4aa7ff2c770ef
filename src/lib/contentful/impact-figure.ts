/**
 * Reader of the impactFigure content type, which two pages share (the home page's Impact in numbers,
 * a case study's results on its service page), and how a figure's number is written in a language:
 * the language's own digits and separators through Intl ("1,200" in English, "1 200" in French,
 * "١٬٢٠٠" in Arabic, "۱٬۲۰۰" in Persian), as Intl gives them.
 */
import { type EntryLike, type Fields, fieldsOf, idOf, num, str } from "./fields";
import { IMPACT_UNITS, type ImpactUnit, isOneOf } from "./model";

export interface ImpactFigure {
  id: string;
  value: number;
  unit: ImpactUnit;
  label: string;
}

/** A figure from its fields, or null without a number or a label (an unknown unit reads as a plain number). */
export function toImpactFigure(id: string, fields: Fields): ImpactFigure | null {
  const value = num(fields, "value");
  const label = str(fields, "label");
  if (value === undefined || !label) return null;
  const unit = isOneOf(IMPACT_UNITS, fields.unit) ? fields.unit : "number";
  return { id, value, unit, label };
}

/** The figures of resolved linked entries, in their order; unresolved or incomplete ones are left out. */
export function impactFigures(entries: readonly EntryLike[]): ImpactFigure[] {
  return entries.flatMap((entry) => {
    const figure = toImpactFigure(idOf(entry), fieldsOf(entry));
    return figure ? [figure] : [];
  });
}

/**
 * The figure's number in a language: 120 → "120", plus → "120+" (at least), percent → "18%" ("18 %"
 * in French, "١٨٪" in Arabic). Up to one decimal.
 */
export function formatFigure(figure: Pick<ImpactFigure, "value" | "unit">, language: string): string {
  const options: Intl.NumberFormatOptions = { maximumFractionDigits: 1 };
  if (figure.unit === "percent") return new Intl.NumberFormat(language, { ...options, style: "percent" }).format(figure.value / 100);
  const number = new Intl.NumberFormat(language, options).format(figure.value);
  return figure.unit === "plus" ? `${number}+` : number;
}
