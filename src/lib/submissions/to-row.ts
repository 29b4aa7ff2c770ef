import type { AppointmentFields, MessageFields, QuoteFields, ReferralFields, SubmissionFieldsByKind, SubmissionKind } from "./kinds";

const blankToNull = (value: string | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/** The `contact_submissions` row for a submission (column names of the migration). */
export function toRow<K extends SubmissionKind>(kind: K, fields: SubmissionFieldsByKind[K], id: string): Record<string, unknown> {
  const base = { id, kind };
  switch (kind) {
    case "message": {
      const f = fields as MessageFields;
      return {
        ...base,
        name: f.name.trim(),
        email: f.email.trim(),
        phone: blankToNull(f.phone),
        subject: f.subject.trim(),
        message: f.message.trim(),
      };
    }
    case "appointment": {
      const f = fields as AppointmentFields;
      return {
        ...base,
        name: f.name.trim(),
        email: f.email.trim(),
        phone: blankToNull(f.phone),
        service: f.service,
        appointment_date: f.date,
        appointment_time: f.time,
        notes: blankToNull(f.notes),
      };
    }
    case "quote": {
      const f = fields as QuoteFields;
      return {
        ...base,
        name: f.name.trim(),
        email: f.email.trim(),
        phone: blankToNull(f.phone),
        business_name: blankToNull(f.businessName),
        selected_package: f.selectedPackage ?? null,
        discount_applied: f.discountApplied,
        project_details: blankToNull(f.projectDetails),
      };
    }
    case "referral": {
      const f = fields as ReferralFields;
      return {
        ...base,
        referrer_name: f.referrerName.trim(),
        referrer_email: f.referrerEmail.trim(),
        referee_name: f.refereeName.trim(),
        referee_email: f.refereeEmail.trim(),
      };
    }
    default:
      throw new Error(`unknown submission kind: ${String(kind)}`);
  }
}
