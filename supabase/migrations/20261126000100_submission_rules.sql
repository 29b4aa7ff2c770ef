-- The public forms' phone rule, enforced where the data lands (issue 16: one way to validate a form).
--
-- The forms validate with the zod schemas of src/lib/submissions/schemas.ts; every rule there has
-- its twin in Postgres, proven by tests/integration/submission-rules.test.ts. The phone number was
-- the one rule only the browser checked (the column only limited its length): an optional number
-- of digits with spaces, dots, dashes and brackets and an optional leading "+", 4 to 15 digits in
-- all (E.164's maximum).
--
-- NOT VALID: rows stored before this rule are not re-checked (a submission's data never changes);
-- every new row is.

alter table public.contact_submissions
  add constraint contact_submissions_phone_format check (
    phone is null or (
      phone ~ '^\+?[0-9 ().-]+$'
      and char_length(regexp_replace(phone, '[^0-9]', '', 'g')) between 4 and 15
    )
  ) not valid;
