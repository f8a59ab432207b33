import { media, useMediaQuery } from '@school/ui';
import { TEXTS } from '../../../config/texts';
import { CenteredMessage } from '../../../components/centered-message';

/** Where the landing sends the admin: the menu beside the page, or on phones and tablets the app bar's 'Меню'. */
export const ADMIN_HOME_HINT = {
  beside: 'Выберите раздел в боковом меню: пользователи, новые пользователи, предметы, курсы или журнал действий.',
  behindToggle:
    'Откройте меню кнопкой «Меню» слева вверху и выберите раздел: пользователи, новые пользователи, предметы, курсы или журнал действий.',
} as const;

/** '/admin' (the SENIOR guard has already shown the skeleton and let only SENIOR in). */
export function AdminHomePage() {
  /* The navigation drawer's own breakpoint: below it the menu is a closed sheet behind the toggle. */
  const menuBeside = useMediaQuery(media.desktop);
  return (
    <CenteredMessage
      title={TEXTS.adminWelcome}
      text={menuBeside ? ADMIN_HOME_HINT.beside : ADMIN_HOME_HINT.behindToggle}
    />
  );
}
