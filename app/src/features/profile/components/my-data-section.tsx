import { Button } from '@school/ui';
import styled from 'styled-components';
import { TextLink } from '../../../components/text-link';
import { paths } from '../../../config/paths';
import { browser } from '../../../lib/browser';
import { PRIVACY_TITLE } from '../../legal';
import { useLazyMyDataQuery } from '../api';
import { SettingsSection } from './settings-section';

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  justify-items: start;

  p {
    margin: 0;
  }
`;

export const DOWNLOAD_MY_DATA = 'Скачать мои данные';
/** The file's name: the server names it so too (Content-Disposition). */
export const MY_DATA_FILE = 'my-data.json';

/**
 * 'Мои данные' (152-ФЗ, article 14): a copy of everything the platform keeps about the account, as
 * a JSON file; the call is made at the click, so the copy is of that moment.
 */
export function MyDataSection() {
  const [load, { isFetching }] = useLazyMyDataQuery();

  async function download() {
    const result = await load(undefined, false);
    // A failure is told by the common error handler with the server's message.
    if (!result.data) return;
    browser.download(MY_DATA_FILE, new Blob([JSON.stringify(result.data, null, 2)], { type: 'application/json' }));
  }

  return (
    <SettingsSection title="Мои данные">
      <Body>
        <p>
          Скачайте копию всего, что платформа хранит о Вашей учетной записи: профиль, анкету, роли, согласия и входы.
          Файл в формате JSON.
        </p>
        <p>
          Как мы обрабатываем данные и как отозвать согласие, описано в документе{' '}
          <TextLink to={paths.privacy.getHref()}>«{PRIVACY_TITLE}»</TextLink>.
        </p>
        <Button variant="outlined" loading={isFetching} onClick={() => void download()}>
          {DOWNLOAD_MY_DATA}
        </Button>
      </Body>
    </SettingsSection>
  );
}
