/**
 * The shapes of the content model and seed, in the Content Management API's
 * own format (localized fields keyed by locale code). One source, used three
 * ways: scripts/contentful-setup.ts pushes it to a real space, the emulator
 * serves it through the Delivery API, tests read it.
 */
export type LocaleCode = "en-US" | "fr" | "ru" | "ar" | "fa";

export interface Locale {
  code: LocaleCode;
  name: string;
  default: boolean;
  fallbackCode: LocaleCode | null;
}

export type FieldType =
  | "Symbol"
  | "Text"
  | "RichText"
  | "Integer"
  | "Number"
  | "Date"
  | "Boolean"
  | "Object"
  | "Link"
  | "Array";

export interface FieldValidation {
  in?: string[];
  unique?: boolean;
  size?: { min?: number; max?: number };
  /** Numeric range (Integer and Number fields). */
  range?: { min?: number; max?: number };
  regexp?: { pattern: string; flags?: string };
  linkContentType?: string[];
  linkMimetypeGroup?: string[];
  /** Image dimensions in pixels (asset links). */
  assetImageDimensions?: { width?: { min?: number; max?: number }; height?: { min?: number; max?: number } };
  /** File size in bytes (asset links). */
  assetFileSize?: { min?: number; max?: number };
  /** Shown to the editor when the validation fails. */
  message?: string;
}

export interface FieldDefinition {
  id: string;
  name: string;
  type: FieldType;
  localized: boolean;
  required: boolean;
  validations?: FieldValidation[];
  linkType?: "Entry" | "Asset";
  items?: { type: "Symbol" | "Link"; linkType?: "Entry" | "Asset"; validations?: FieldValidation[] };
  /**
   * What the field is for, where it shows and how long it may be: shown under the field in the
   * Contentful web app (the editor interface's `settings.helpText`, not part of the content type).
   */
  helpText?: string;
  /** The field's editor in the web app (editor interface control), e.g. slugEditor, markdown, dropdown. */
  appearance?: FieldAppearance;
}

/** A built-in Contentful field editor and its settings. */
export interface FieldAppearance {
  widgetId: string;
  settings?: Record<string, unknown>;
}

export interface ContentTypeDefinition {
  sys: { id: string };
  name: string;
  description: string;
  displayField: string;
  fields: FieldDefinition[];
}

export interface Link<T extends "Entry" | "Asset" = "Entry" | "Asset"> {
  sys: { type: "Link"; linkType: T; id: string };
}

/** A field's values by locale, as the Management API stores them. */
export type LocalizedValue<T = unknown> = Partial<Record<LocaleCode, T>>;

export interface SeedEntry {
  sys: { id: string; contentType: string; createdAt: string; updatedAt: string };
  fields: Record<string, LocalizedValue>;
}

export interface AssetFileSource {
  /** Path of the file relative to contentful/assets/. */
  path: string;
  fileName: string;
  contentType: string;
  width: number;
  height: number;
}

export interface SeedAsset {
  sys: { id: string; createdAt: string; updatedAt: string };
  fields: {
    title: LocalizedValue<string>;
    description: LocalizedValue<string>;
    file: LocalizedValue<AssetFileSource>;
  };
}
