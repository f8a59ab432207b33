import { TEXTS } from '../../../config/texts';
import { CenteredMessage } from '../../../components/centered-message';

/** '/admin' (the SENIOR guard has already shown the skeleton and let only SENIOR in). */
export function AdminHomePage() {
  return (
    <CenteredMessage
      title={TEXTS.adminWelcome}
      text="Выберите раздел в боковом меню: пользователи, новые пользователи, предметы или журнал действий."
    />
  );
}
