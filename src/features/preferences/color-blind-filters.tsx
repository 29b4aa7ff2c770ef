import { colorBlindFilterId, colorBlindModes, colorMatrixValues } from "~/lib/preferences";

/**
 * The SVG colour filters of the colour-blind modes, rendered once in <body>
 * (root.tsx). app.css applies `filter: url(#cb-<mode>)` to <html> when
 * <html data-color-blind="<mode>">. Not display:none: a hidden SVG's filters
 * would not render.
 */
export function ColorBlindFilters() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="0"
      height="0"
      style={{ position: "absolute", width: 0, height: 0, overflow: "hidden" }}
    >
      <defs>
        {colorBlindModes.map((mode) => (
          <filter key={mode} id={colorBlindFilterId(mode)} colorInterpolationFilters="sRGB">
            <feColorMatrix type="matrix" values={colorMatrixValues(mode)} />
          </filter>
        ))}
      </defs>
    </svg>
  );
}
