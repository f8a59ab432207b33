import {
  INVITATION_TTL_DAYS,
  OTP_TTL_MS,
  PARENT_CONSENT_AGE,
  PARENT_CONSENT_KEEP_DAYS,
  PARENT_CONSENT_TTL_DAYS,
  RECOVERY_TICKET_TTL_S,
} from '@school/contract';

/** What a mail is for: the log names a mail by this and its recipient, never by its text (which holds codes and links). */
export type MailKind = 'code' | 'invitation' | 'recovery' | 'passwordChanged' | 'lessonNotice' | 'parentConsent';

export interface MailContent {
  kind: MailKind;
  subject: string;
  text: string;
  html: string;
}

const SCHOOL = 'Онлайн-школа';

const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="ru">
<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f4f2fb;font-family:Arial,Helvetica,sans-serif;color:#1f1a2e">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<h1 style="margin:0 0 16px;font-size:22px;color:#6a3fd1">${escapeHtml(title)}</h1>
${body}
<p style="margin:32px 0 0;font-size:12px;color:#77708a">${SCHOOL}. Это письмо отправлено автоматически, отвечать на него не нужно.</p>
</div>
</body>
</html>`;
}

const greeting = (firstName: string): string =>
  firstName.trim() ? `Здравствуйте, ${firstName.trim()}!` : 'Здравствуйте!';

const button = (href: string, label: string): string =>
  `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 24px;background:#6a3fd1;color:#ffffff;border-radius:8px;text-decoration:none">${escapeHtml(label)}</a></p>
<p style="font-size:13px;color:#77708a">Если кнопка не открывается, скопируйте ссылку в адресную строку браузера:<br>${escapeHtml(href)}</p>`;

export function codeMail(firstName: string, code: string): MailContent {
  const minutes = Math.round(OTP_TTL_MS / 60000);
  const title = 'Код подтверждения почты';
  return {
    kind: 'code',
    subject: `${code} — код подтверждения почты`,
    text: `${greeting(firstName)}\n\nВаш код подтверждения: ${code}\n\nКод действует ${minutes} минут. Если Вы не регистрировались на платформе, просто проигнорируйте это письмо.\n\n${SCHOOL}`,
    html: layout(
      title,
      `<p>${escapeHtml(greeting(firstName))}</p>
<p>Ваш код подтверждения:</p>
<p style="font-size:32px;letter-spacing:8px;font-weight:bold;margin:16px 0">${escapeHtml(code)}</p>
<p>Код действует ${minutes} минут. Если Вы не регистрировались на платформе, просто проигнорируйте это письмо.</p>`,
    ),
  };
}

export function invitationMail(firstName: string, link: string, roleName: string): MailContent {
  const title = 'Приглашение на платформу';
  return {
    kind: 'invitation',
    subject: 'Приглашение в онлайн-школу',
    text: `${greeting(firstName)}\n\nДля Вас создана учетная запись сотрудника (${roleName}). Чтобы завершить регистрацию, перейдите по ссылке:\n${link}\n\nСсылка действует ${INVITATION_TTL_DAYS} дней.\n\n${SCHOOL}`,
    html: layout(
      title,
      `<p>${escapeHtml(greeting(firstName))}</p>
<p>Для Вас создана учетная запись сотрудника (${escapeHtml(roleName)}). Чтобы завершить регистрацию, перейдите по ссылке:</p>
${button(link, 'Завершить регистрацию')}
<p>Ссылка действует ${INVITATION_TTL_DAYS} дней.</p>`,
    ),
  };
}

export function recoveryMail(firstName: string, link: string): MailContent {
  const minutes = Math.round(RECOVERY_TICKET_TTL_S / 60);
  const title = 'Восстановление учетной записи';
  return {
    kind: 'recovery',
    subject: title,
    text: `${greeting(firstName)}\n\nМы получили запрос на восстановление доступа к Вашей учетной записи. Чтобы задать новый пароль, перейдите по ссылке:\n${link}\n\nСсылка действует ${minutes} минут и сработает один раз. Если Вы не запрашивали восстановление, просто проигнорируйте это письмо: пароль останется прежним.\n\n${SCHOOL}`,
    html: layout(
      title,
      `<p>${escapeHtml(greeting(firstName))}</p>
<p>Мы получили запрос на восстановление доступа к Вашей учетной записи. Чтобы задать новый пароль, перейдите по ссылке:</p>
${button(link, 'Сменить пароль')}
<p>Ссылка действует ${minutes} минут и сработает один раз. Если Вы не запрашивали восстановление, просто проигнорируйте это письмо: пароль останется прежним.</p>`,
    ),
  };
}

export function passwordChangedMail(firstName: string, at: Date): MailContent {
  const when = at.toLocaleString('ru-RU', { timeZone: 'Europe/Moscow', dateStyle: 'long', timeStyle: 'short' });
  const title = 'Пароль изменен';
  return {
    kind: 'passwordChanged',
    subject: 'Пароль Вашей учетной записи изменен',
    text: `${greeting(firstName)}\n\nПароль Вашей учетной записи был изменен ${when} (МСК). Все входы на других устройствах завершены.\n\nЕсли это были не Вы, сразу восстановите доступ через «Забыли пароль?» и напишите в службу поддержки.\n\n${SCHOOL}`,
    html: layout(
      title,
      `<p>${escapeHtml(greeting(firstName))}</p>
<p>Пароль Вашей учетной записи был изменен ${escapeHtml(when)} (МСК). Все входы на других устройствах завершены.</p>
<p>Если это были не Вы, сразу восстановите доступ через «Забыли пароль?» и напишите в службу поддержки.</p>`,
    ),
  };
}

/** A lesson of the student's added, changed or cancelled (services/lesson-notices.ts words it). */
export function lessonNoticeMail(
  firstName: string,
  notice: { subject: string; lines: readonly string[] },
  scheduleUrl: string,
): MailContent {
  return {
    kind: 'lessonNotice',
    subject: notice.subject,
    text: `${greeting(firstName)}\n\n${notice.lines.join('\n')}\n\nВаше расписание: ${scheduleUrl}\n\n${SCHOOL}`,
    html: layout(
      notice.subject,
      `<p>${escapeHtml(greeting(firstName))}</p>
${notice.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
${button(scheduleUrl, 'Открыть расписание')}`,
    ),
  };
}

export interface ParentConsentMailInput {
  parentName: string;
  /** The child's first and last name, as registered. */
  childName: string;
  /** PUBLIC_URL/parent-consent?token=...: opening it confirms. */
  link: string;
  /** PUBLIC_URL/privacy: what the parent agrees to. */
  policyUrl: string;
}

/**
 * To the parent of a student under 14 (152-ФЗ): what was registered, what following the link means,
 * and what happens if nobody follows it.
 */
export function parentConsentMail({ parentName, childName, link, policyUrl }: ParentConsentMailInput): MailContent {
  const title = 'Подтвердите согласие на обработку персональных данных ребенка';
  const lines = [
    `На образовательной платформе «${SCHOOL}» зарегистрирован ученик ${childName}, и при регистрации Ваш адрес указан как адрес родителя.`,
    `Ученикам младше ${PARENT_CONSENT_AGE} лет пользоваться платформой можно только с согласия родителя или другого законного представителя. Перейдя по ссылке ниже, Вы как законный представитель даете согласие на обработку персональных данных ребенка (имя, фамилия, логин, адрес почты, класс, выбранные предметы и желаемые результаты) в соответствии с Политикой обработки персональных данных: ${policyUrl}`,
  ];
  const after = `Ссылка действует ${PARENT_CONSENT_TTL_DAYS} дней и сработает один раз. Если Вы не знаете этого ученика или не согласны, просто проигнорируйте письмо: учетной записью нельзя будет пользоваться, и через ${PARENT_CONSENT_KEEP_DAYS} дней после регистрации она будет удалена вместе с данными.`;
  return {
    kind: 'parentConsent',
    subject: title,
    text: `${greeting(parentName)}\n\n${lines.join('\n\n')}\n\nПодтвердить согласие:\n${link}\n\n${after}\n\n${SCHOOL}`,
    html: layout(
      title,
      `<p>${escapeHtml(greeting(parentName))}</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
${button(link, 'Подтвердить согласие')}
<p>${escapeHtml(after)}</p>`,
    ),
  };
}
