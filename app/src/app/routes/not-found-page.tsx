import { Button } from '@school/ui';
import { useNavigate } from 'react-router-dom';
import { CenteredMessage } from '../../components/centered-message';
import { paths } from '../../config/paths';

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <CenteredMessage
      title="Страница не найдена"
      text="Такой страницы нет. Возможно, ссылка устарела или в ней опечатка."
    >
      <Button onClick={() => navigate(paths.home.getHref())}>Вернуться на главную</Button>
    </CenteredMessage>
  );
}
