import { CenteredMessage } from '../../components/centered-message';
import { BackHomeButton } from '../../components/back-home-button';

export function NotFoundPage() {
  return (
    <CenteredMessage
      title="Страница не найдена"
      text="Такой страницы нет. Возможно, ссылка устарела или в ней опечатка."
    >
      <BackHomeButton />
    </CenteredMessage>
  );
}
