/**
 * Props for the honeypot input, to spread on an `<input>` inside a wrapper carrying
 * `honeypotWrapperProps`: out of sight, out of the accessibility tree and the tab order, never
 * autofilled. People leave it empty; simple bots fill every field. Pass its value as
 * `options.honeypot` to `submit`: the server drops a submission whose honeypot is filled and answers
 * as if it stored it (public.submit_contact, decision 0026).
 */
export const honeypotInputProps = {
  type: "text",
  name: "website",
  tabIndex: -1,
  autoComplete: "off",
  defaultValue: "",
} as const;

export const honeypotWrapperProps = {
  "aria-hidden": true,
  style: {
    position: "absolute",
    insetInlineStart: "-10000px",
    width: "1px",
    height: "1px",
    overflow: "hidden",
  },
} as const;
