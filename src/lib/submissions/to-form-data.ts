import type { AppointmentFields, MessageFields, QuoteFields, ReferralFields, SubmissionFieldsByKind, SubmissionKind } from "./kinds";

/** The multipart fields sent to the form-handling service, named as the spec's payloads (section 3). */
export function toFormData<K extends SubmissionKind>(kind: K, fields: SubmissionFieldsByKind[K]): FormData {
  const form = new FormData();
  const put = (name: string, value: string | number | undefined) => form.append(name, value === undefined ? "" : String(value));
  switch (kind) {
    case "message": {
      const f = fields as MessageFields;
      put("name", f.name);
      put("email", f.email);
      put("phone", f.phone);
      put("subject", f.subject);
      put("message", f.message);
      break;
    }
    case "appointment": {
      const f = fields as AppointmentFields;
      put("name", f.name);
      put("email", f.email);
      put("phone", f.phone);
      put("service", f.service);
      put("date", f.date);
      put("time", f.time);
      put("notes", f.notes);
      break;
    }
    case "quote": {
      const f = fields as QuoteFields;
      put("form_type", "website_package");
      put("selected_package", f.selectedPackage);
      put("discount_applied", f.discountApplied);
      put("name", f.name);
      put("email", f.email);
      put("phone", f.phone);
      put("business_name", f.businessName);
      put("package", f.selectedPackage);
      put("project_details", f.projectDetails);
      break;
    }
    case "referral": {
      const f = fields as ReferralFields;
      put("form_type", "referral");
      put("referrer_name", f.referrerName);
      put("referrer_email", f.referrerEmail);
      put("referee_name", f.refereeName);
      put("referee_email", f.refereeEmail);
      break;
    }
  }
  return form;
}
