/**
 * The legal pages (content type legalPage): privacy policy, terms of service
 * and cookie policy, written for a consulting firm in Toronto, Ontario.
 */
import type { SeedEntry } from "../types.ts";
import { entry } from "./helpers.ts";
import { md } from "./richtext.ts";

const LAST_UPDATED = "2026-01-15";
const FIRM = "Northbridge Consulting Group";
const ADDRESS = "5160 Yonge Street, Suite 1800, North York, Toronto, Ontario M2N 6L9, Canada";
const PRIVACY_EMAIL = "privacy@northbridgeconsulting.ca";
const INFO_EMAIL = "info@northbridgeconsulting.ca";
const PHONE = "+1 (416) 555-0142";

const privacy = md`
  ${FIRM} ("we", "us", "our") respects your privacy. This policy explains what personal information we collect through this website, why we collect it, how we use and protect it, and the choices and rights you have. We handle personal information in accordance with Canada's Personal Information Protection and Electronic Documents Act (PIPEDA) and its ten fair information principles.

  ## Who is responsible

  ${FIRM} is responsible for the personal information under its control. We have designated a Privacy Officer who is accountable for our compliance with this policy. You can reach the Privacy Officer at [${PRIVACY_EMAIL}](mailto:${PRIVACY_EMAIL}), by phone at ${PHONE}, or by mail at ${ADDRESS}.

  ## What we collect

  We collect only the information we need for the purposes described below. Depending on how you use the website, this may include:

  - **Contact and appointment requests:** your name, e-mail address, phone number (optional), subject, message, the service you are interested in, and your preferred appointment date and time.
  - **Website package quotes:** your name, e-mail address, phone number, business name, the package you selected, your project details and, if you apply for the new-business discount, your business registration date.
  - **Referrals:** your name and e-mail address and the name and e-mail address of the person you refer. Please refer only people who would expect to hear from us on your recommendation.
  - **Live chat:** the name and e-mail address you give when starting a chat, and the messages you exchange with our team.
  - **Staff accounts:** for members of our team who sign in to the administration portal, their name, e-mail address, role and sign-in records.
  - **Technical information:** like most websites, our hosting providers record basic request data (such as IP address, browser type, pages requested and the date and time) in server logs used for security and troubleshooting.

  We do not knowingly collect sensitive information such as health or financial account details through this website. Please do not include such information in messages.

  ## Website analytics without cookies

  We measure how the website is used — which pages and languages are visited, where visitors come from and which pages lead to a message or a booking — with our own analytics, which run on our database and use no cookies and no storage in your browser. For each page view we record: the time; the page's address without any query; the type of page and its language; the website that linked to us (its domain name only, and only for the first page of a visit); campaign tags in the link (utm_source, utm_medium, utm_campaign); the type of device (mobile, tablet or desktop, from the screen width); the country, when our hosting provider's network reports it from your connection; and how long the page stayed visible.

  To count a visitor once a day without identifying them, our database computes a one-way code (a hash) from a random value that changes every day, your IP address and your browser's user-agent string. The random value is deleted at the end of each day, after which nobody — including us — can link the code back to an IP address. Your IP address and user-agent string are not stored. When you send a message, request an appointment or a quote, make a referral, start a chat or download a resource, we record only that it happened (its type, its language and the page viewed before it), under the same daily code, never linked to the content of what you sent or to your name or e-mail address.

  We do not count visits when your browser sends a Do Not Track or Global Privacy Control signal, when you are one of our staff signed in to the portal, or when the visitor is an automated program. Detailed records are deleted after 90 days; daily totals are kept for 13 months. The analytics contain no name, e-mail address, IP address or cookie; they are never shared or sold, and are used only to improve the website and our services.

  ## Why we use it

  We use personal information to:

  1. respond to your questions and requests, and schedule and hold consultations;
  2. prepare quotes, proposals and agreements, and deliver the services you engage us for;
  3. administer referral rewards and discounts;
  4. operate, secure and improve the website, including detecting and preventing abuse;
  5. meet our legal, accounting and regulatory obligations.

  We do not sell, rent or trade personal information, and we do not use it for third-party advertising.

  ## Consent

  By submitting a form or starting a chat, you consent to our collecting and using the information you provide for the purpose for which you provided it. We will ask for your consent again before using your information for a new purpose. We send marketing e-mail only with your express consent, in accordance with Canada's Anti-Spam Legislation (CASL), and every such message includes a way to unsubscribe. You may withdraw consent at any time, subject to legal or contractual restrictions, by contacting our Privacy Officer.

  ## Service providers and transfers outside Canada

  We use trusted service providers to run this website and our business, for example for website hosting, content management, form delivery, databases and e-mail. They process personal information only on our instructions and are contractually required to protect it. Some of these providers store or process information outside Canada, including in the United States. While the information is in another country, it may be accessed by the courts, law enforcement and national security authorities of that country.

  We may also disclose personal information where required or permitted by law, or to a successor organisation in the event of a merger or sale of our business, subject to equivalent protections.

  ## How long we keep it

  We keep personal information only as long as needed for the purposes above. As a general rule, enquiries that do not lead to an engagement are deleted within 24 months; chat transcripts within 12 months; client records for seven years after the end of an engagement, to meet tax and professional obligations. Information is then securely destroyed or anonymised.

  ## How we protect it

  We use safeguards appropriate to the sensitivity of the information, including encrypted connections (HTTPS), access controls based on staff roles, multi-factor authentication for staff accounts, database access rules that restrict each user to the records they are allowed to see, and staff training on confidentiality. No method of transmission or storage is completely secure, but we work to protect your information and will notify you and the Privacy Commissioner of Canada of any breach that creates a real risk of significant harm, as the law requires.

  ## Your rights

  You have the right to ask whether we hold personal information about you, to access it, and to ask us to correct it if it is inaccurate or incomplete. To make a request, write to our Privacy Officer. We will respond within 30 days and may need to verify your identity first. If we cannot give you access to some information, we will explain why, unless the law prevents us from doing so.

  ## Children

  This website is intended for businesses and adults. We do not knowingly collect personal information from children under 16.

  ## Questions and complaints

  If you have a concern about how we handle your personal information, please contact our Privacy Officer first; we will investigate and respond. If you are not satisfied, you may contact the [Office of the Privacy Commissioner of Canada](https://www.priv.gc.ca/).

  ## Changes to this policy

  We may update this policy from time to time. The date at the top of this page shows when it was last changed. Significant changes will be highlighted on the website before they take effect.
`;

const terms = md`
  These terms of service govern your use of the website of ${FIRM} ("we", "us", "our"). By using this website, you agree to these terms. If you do not agree, please do not use the website.

  ## About the website

  This website describes our consulting services (monitoring, evaluation and learning, sustainability, project management, integrated and augmented support) and our fixed-price website packages, and lets you contact us, book appointments, request quotes, download resources and chat with our team.

  ## Information only, not professional advice

  The content of this website, including blog posts and downloadable resources, is general information. It is not professional, legal, financial or technical advice for your situation, and no client relationship is created by reading it or by contacting us. Advice is provided only under a written agreement with us. We take care to keep content accurate and current but do not guarantee that it is complete or up to date.

  ## Quotes, packages and offers

  Prices on this website are in Canadian dollars and exclude applicable taxes (such as HST) unless stated otherwise. A quote request is not a contract: a project begins only when we both sign a proposal or agreement setting out the scope, timeline, payment terms and number of revisions.

  - **New-business discount:** businesses registered within the 12 months before the request may receive 15% off a website package price, rounded to the nearest dollar. We may ask for proof of the registration date. The discount cannot be combined with other offers unless we agree in writing.
  - **Referral reward:** when a referred business becomes a client and pays its first invoice, the referrer and the referred business each receive a $50 discount code by e-mail. Codes have no cash value and cannot be transferred.
  - Delivery times are estimates that start once we have received the content and approvals we need from you.

  We may change or end offers at any time, without affecting agreements already signed.

  ## Acceptable use

  When using the website, you agree not to:

  1. break any law or infringe anyone's rights;
  2. submit false information or another person's details without their permission;
  3. send spam, harmful code or abusive content through forms or chat;
  4. attempt to gain unauthorised access to the website, its administration portal or our systems, or interfere with their operation;
  5. copy or scrape the website's content at scale.

  We may block access or remove content that breaches these terms.

  ## Staff accounts

  The administration portal is for authorised members of our team only. Account holders must keep their credentials confidential and tell us immediately about any unauthorised use.

  ## Intellectual property

  The website and its content, including text, images, logos, designs and downloadable resources, belong to us or our licensors and are protected by copyright and trademark law. You may view, download and print content for your own non-commercial use, provided you keep any copyright notices. Any other use requires our written permission. Resources marked with an open licence may be used on the terms of that licence.

  ## Your submissions

  You are responsible for the information you send us. Please do not send confidential information through website forms or chat until an agreement is in place. We handle personal information as described in our [privacy policy](/privacy).

  ## Links to other websites

  The website may link to third-party websites. We do not control them and are not responsible for their content, policies or practices.

  ## Availability

  We aim to keep the website available and secure but do not guarantee that it will be uninterrupted or free of errors. We may change, suspend or withdraw any part of it at any time.

  ## Limitation of liability

  To the fullest extent permitted by law, the website is provided "as is", and we are not liable for any indirect, incidental or consequential loss, loss of profits or loss of data arising from your use of, or inability to use, the website or its content. Nothing in these terms limits liability that cannot be limited under applicable law. Services we provide under a signed agreement are governed by that agreement.

  ## Indemnity

  You agree to indemnify us against claims, losses and costs arising from your breach of these terms or your misuse of the website.

  ## Governing law

  These terms are governed by the laws of the Province of Ontario and the federal laws of Canada that apply there. The courts of Ontario, sitting in Toronto, have exclusive jurisdiction over any dispute arising from them.

  ## Changes and contact

  We may update these terms by posting a new version on this page; the date at the top shows the latest change. Continued use of the website after a change means you accept the updated terms. Questions about these terms can be sent to [${INFO_EMAIL}](mailto:${INFO_EMAIL}) or ${FIRM}, ${ADDRESS}.
`;

const cookies = md`
  This policy explains what ${FIRM}'s website stores in your browser, why, and how you can control it. We keep browser storage to the minimum the website needs to work and to remember the choices you make.

  ## The short version

  - We do **not** use advertising cookies, cross-site tracking or third-party marketing pixels.
  - The website remembers your display and language preferences in your browser's local storage, on your device only.
  - Members of our staff who sign in to the administration portal have a session stored in their browser so they stay signed in.

  ## What is stored and why

  ### Display and language preferences (local storage)

  The accessibility toolbar and language picker save your choices in your browser's local storage, so the website looks the way you chose on your next visit. The values are: theme (light or dark), colorBlindMode, fontSize, lineSpacing, reducedMotion and language. They contain no personal information, are never sent to our servers, and stay until you reset them with "Reset All Settings" or clear your browser's site data.

  ### Staff session (administration portal only)

  When an authorised staff member signs in at the administration portal, the authentication service stores a session (an access token and a refresh token) in the browser so that pages can be loaded without signing in again. The session is removed on sign-out and expires automatically. Visitors who do not sign in never receive one.

  ### Live chat

  If you start a chat, the website keeps a reference to your conversation for the duration of your visit so that new messages appear in the right conversation. The name, e-mail address and messages you provide are stored on our servers as described in our [privacy policy](/privacy).

  ### Strictly necessary technical data

  Our hosting and content providers may set short-lived technical cookies or use request data to balance load, protect against attacks and deliver content quickly. These are necessary for the website to work and are not used to track you across other websites.

  ## Third parties

  Content on this website is delivered by our content management and hosting providers. Links and share buttons to services such as LinkedIn, Facebook or X (Twitter) are plain links: nothing from those services loads until you click, at which point their own cookie policies apply. If your browser offers to translate the page, that feature is provided by your browser maker under its own policy.

  ## Your choices

  Because we do not use optional or advertising cookies, there is nothing to opt out of beyond the preferences you set yourself. You can:

  1. reset your display preferences with "Reset All Settings" in the accessibility toolbar;
  2. delete everything the website has stored by clearing site data for this website in your browser settings;
  3. block storage entirely in your browser settings, in which case the website still works but will not remember your preferences.

  Guidance on managing browser storage is available from the [Office of the Privacy Commissioner of Canada](https://www.priv.gc.ca/en/privacy-topics/technology/online-privacy-tracking-cookies/).

  ## Changes and questions

  We measure visits without cookies and without storing anything in your browser, as our [privacy policy](/privacy) describes. If we ever introduce non-essential cookies, we will update this policy and ask for your consent first. Questions can be sent to our Privacy Officer at [${PRIVACY_EMAIL}](mailto:${PRIVACY_EMAIL}).
`;

export const entries: SeedEntry[] = [
  entry("legalPage", "legal-privacy", {
    slug: "privacy",
    title: "Privacy Policy",
    lastUpdated: LAST_UPDATED,
    body: privacy,
  }),
  entry("legalPage", "legal-terms", {
    slug: "terms",
    title: "Terms of Service",
    lastUpdated: LAST_UPDATED,
    body: terms,
  }),
  entry("legalPage", "legal-cookies", {
    slug: "cookies",
    title: "Cookie Policy",
    lastUpdated: LAST_UPDATED,
    body: cookies,
  }),
];
