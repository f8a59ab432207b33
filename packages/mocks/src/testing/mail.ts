/**
 * Reading the mails the SMTP stand-in (../smtp.ts) received, for the server tests and the end-to-end
 * journeys alike: both read the same templates, so both read them one way.
 */
import type { ReceivedMail } from '../smtp.ts';

/** The six-digit code of a confirmation mail (`mail.last(address)` may find none). */
export function codeFrom(mail: ReceivedMail | undefined): string {
  /* The phrase before the code, so a date or a phone number in the mail is never taken for it. */
  const code = /код подтверждения: (\d{6})/.exec(mail?.text ?? '')?.[1];
  if (!code)
    throw new Error(`no code in ${mail ? `"${mail.subject}" to ${mail.to.join(', ')}: ${mail.text}` : 'no mail'}`);
  return code;
}

/** The first link to our site in a mail (under `path`, when given). */
export function linkFrom(mail: ReceivedMail, baseUrl: string, path = ''): URL {
  /* A mail may link more than one page of the site (the parent's mail also links the privacy policy). */
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((candidate) => candidate.startsWith(`${baseUrl}${path}`));
  if (!link) throw new Error(`No link to ${baseUrl}${path} in "${mail.subject}"`);
  return new URL(link);
}
