/**
 * Issue 28, appointments follow the office hours: the site settings get the weekly appointment hours
 * in a form the booking form and Postgres can read (one day per item, "Mon 09:00-18:00"; the office
 * hours above stay the visitor-facing text in each language). The booking-hours-sync function copies
 * them to public.booking_hours (decision 0036).
 */
import type { FieldDefinition } from "../types.ts";
import type { MigrationFile } from "../setup/migrate.ts";

const appointmentHours: FieldDefinition = {"id":"appointmentHours","name":"Appointment hours","type":"Array","localized":false,"required":false,"validations":[{"size":{"max":7}}],"items":{"type":"Symbol","validations":[{"regexp":{"pattern":"^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) ([01][0-9]|2[0-3]):[0-5][0-9]-([01][0-9]|2[0-3]):[0-5][0-9]$"},"message":"One day per item: Mon, Tue, Wed, Thu, Fri, Sat or Sun, then the hours on the 24-hour clock, e.g. Mon 09:00-18:00."}]},"helpText":"When appointments can be booked, in the office's time (Toronto), one day per item, e.g. Mon 09:00-18:00; a day left out takes no appointments. Keep it in line with the office hours above: the booking form and the database follow these. Up to 7 items.","appearance":{"widgetId":"tagEditor"}};

export default {
  description: "Site settings: weekly appointment hours",
  async up(space) {
    await space.changeContentType("siteSettings", { addFields: [appointmentHours] });
  },
} satisfies MigrationFile;
