import { Button } from '@school/ui';
import { useNavigate } from 'react-router-dom';
import { paths } from '../config/paths';
import { TEXTS } from '../config/texts';

/** 'Вернуться на главную' on a page that has nothing else to offer: goes to / inside the app. */
export function BackHomeButton() {
  const navigate = useNavigate();
  return <Button onClick={() => navigate(paths.home.getHref())}>{TEXTS.backHome}</Button>;
}
