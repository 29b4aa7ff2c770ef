/**
 * The live chat's e-mails to a visitor, in the language they chatted in (HTML and text parts, every
 * typed text escaped): a staff reply sent while the visitor was not on the site, with a link back
 * to the conversation, and the transcript of a closed conversation.
 */
import { formatMoment } from "../../../src/lib/date-time.ts";
import { escapeHtml, languageOf as mailLanguage, mailDocument, type MailLanguage, type Signature, signOffHtml, signOffLines } from "./mail-common.ts";

const STRINGS: Record<
  MailLanguage,
  { replySubject: string; transcriptSubject: string; greeting: (n: string) => string; replyIntro: string; back: string; transcriptIntro: string; you: string; staff: string }
> = {
  en: {
    replySubject: "New reply to your chat",
    transcriptSubject: "Transcript of your chat",
    greeting: (n) => `Dear ${n},`,
    replyIntro: "We answered your message in our live chat:",
    back: "Continue the conversation",
    transcriptIntro: "Here is the transcript of your conversation with us:",
    you: "You",
    staff: "Support",
  },
  fr: {
    replySubject: "Nouvelle réponse à votre chat",
    transcriptSubject: "Transcription de votre chat",
    greeting: (n) => `Bonjour ${n},`,
    replyIntro: "Nous avons répondu à votre message dans notre chat en direct :",
    back: "Poursuivre la conversation",
    transcriptIntro: "Voici la transcription de votre conversation avec nous :",
    you: "Vous",
    staff: "Assistance",
  },
  ru: {
    replySubject: "Новый ответ в вашем чате",
    transcriptSubject: "Стенограмма вашего чата",
    greeting: (n) => `Здравствуйте, ${n}!`,
    replyIntro: "Мы ответили на ваше сообщение в онлайн-чате:",
    back: "Продолжить разговор",
    transcriptIntro: "Вот стенограмма вашего разговора с нами:",
    you: "Вы",
    staff: "Поддержка",
  },
  ar: {
    replySubject: "رد جديد في محادثتكم",
    transcriptSubject: "نص محادثتكم",
    greeting: (n) => `${n} المحترم/ة،`,
    replyIntro: "رددنا على رسالتكم في المحادثة المباشرة:",
    back: "متابعة المحادثة",
    transcriptIntro: "إليكم نص محادثتكم معنا:",
    you: "أنتم",
    staff: "الدعم",
  },
  fa: {
    replySubject: "پاسخ تازه در گفتگوی شما",
    transcriptSubject: "متن گفتگوی شما",
    greeting: (n) => `${n} گرامی،`,
    replyIntro: "به پیام شما در گفتگوی آنلاین پاسخ دادیم:",
    back: "ادامه گفتگو",
    transcriptIntro: "متن گفتگوی شما با ما:",
    you: "شما",
    staff: "پشتیبانی",
  },
};

export interface ChatLine {
  sender: "user" | "agent" | "system";
  content: string;
  at: string;
}

const languageOf = (value: string | undefined): MailLanguage => mailLanguage(value);

const block = (text: string) => `<p>${escapeHtml(text.trim()).replace(/\n/g, "<br>")}</p>`;

const wrap = (language: MailLanguage, title: string, body: string) => mailDocument(language, title, body);

/**
 * The site's address of the conversation: the home page in the visitor's language, with the widget
 * open. With a resume token, its fragment lets any browser take the conversation over (decision
 * 0028; src/features/chat/resume-link.ts reads it): a fragment never reaches a server's logs.
 */
export function conversationLink(siteUrl: string, language: string, resume?: { conversation: string; token: string }): string {
  const lang = languageOf(language);
  const fragment = resume ? `#chat-resume=${encodeURIComponent(resume.conversation)}.${encodeURIComponent(resume.token)}` : "";
  return `${siteUrl.replace(/\/+$/, "")}${lang === "en" ? "/" : `/${lang}/`}?chat=open${fragment}`;
}

export function chatReplyEmail(input: { language?: string; name: string; reply: string; link: string; signature: Signature }) {
  const language = languageOf(input.language);
  const s = STRINGS[language];
  const text = [s.greeting(input.name), "", s.replyIntro, "", input.reply.trim(), "", `${s.back}: ${input.link}`, "", ...signOffLines(language, input.signature)].join("\n");
  const html = wrap(
    language,
    s.replySubject,
    `<p>${escapeHtml(s.greeting(input.name))}</p><p>${escapeHtml(s.replyIntro)}</p><blockquote>${block(input.reply)}</blockquote>` +
      `<p><a href="${escapeHtml(input.link)}">${escapeHtml(s.back)}</a></p>${signOffHtml(language, input.signature)}`,
  );
  return { subject: s.replySubject, text, html };
}

export function chatTranscriptEmail(input: { language?: string; name: string; lines: ChatLine[]; signature: Signature }) {
  const language = languageOf(input.language);
  const s = STRINGS[language];
  const who = (line: ChatLine) => (line.sender === "user" ? s.you : s.staff);
  // The firm's clock with its zone named, as everywhere (decision 0035).
  const stamp = (at: string) => formatMoment(at, language, "medium");
  const text = [
    s.greeting(input.name),
    "",
    s.transcriptIntro,
    "",
    ...input.lines.map((line) => `[${stamp(line.at)}] ${who(line)}: ${line.content}`),
    "",
    ...signOffLines(language, input.signature),
  ].join("\n");
  const html = wrap(
    language,
    s.transcriptSubject,
    `<p>${escapeHtml(s.greeting(input.name))}</p><p>${escapeHtml(s.transcriptIntro)}</p><dl>` +
      input.lines.map((line) => `<dt><strong>${escapeHtml(who(line))}</strong> <small>${escapeHtml(stamp(line.at))}</small></dt><dd>${block(line.content)}</dd>`).join("") +
      `</dl>${signOffHtml(language, input.signature)}`,
  );
  return { subject: s.transcriptSubject, text, html };
}
