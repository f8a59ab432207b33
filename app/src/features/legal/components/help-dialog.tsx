import { Button, Dialog, formatPhone, phoneHref, Spinner } from '@school/ui';
import styled from 'styled-components';
import { TextLink } from '../../../components/text-link';
import { paths } from '../../../config/paths';
import { useSchoolDetails } from '../../config';
import { PRIVACY_TITLE } from '../privacy-title';

const Details = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, max-content) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  margin: 0 0 ${({ theme }) => theme.space(4)};

  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  a {
    color: ${({ theme }) => theme.color.primaryText};
  }
  ${({ theme }) => theme.media.phone} {
    grid-template-columns: minmax(0, 1fr);
    dd {
      margin-bottom: ${({ theme }) => theme.space(2)};
    }
  }
`;

const Documents = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  list-style: none;
`;

const Heading = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.size.md};
`;

/** A link out of the platform, shown as its address without the scheme: 'vk.com/school'. */
function ExternalLink({ href }: { href: string }) {
  return (
    <a href={href} target="_blank" rel="noreferrer">
      {href.replace(/^https?:\/\//, '')}
    </a>
  );
}

export interface HelpDialogProps {
  open: boolean;
  onClose: () => void;
  onShowOffer: () => void;
}

/** The help button's dialog: how to reach the school, its privacy policy and its legal details. */
export function HelpDialog({ open, onClose, onShowOffer }: HelpDialogProps) {
  /* the legal details and every contact are the server's configuration (SCHOOL_*) */
  const legal = useSchoolDetails();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Помощь и контакты"
      actions={
        <>
          <Button variant="outlined" onClick={onShowOffer}>
            Публичная оферта
          </Button>
          <Button onClick={onClose}>Закрыть</Button>
        </>
      }
    >
      <Heading>Контакты</Heading>
      {legal ? (
        <Details>
          <dt>Сайт</dt>
          <dd>
            <ExternalLink href={legal.website} />
          </dd>
          <dt>Социальная сеть</dt>
          <dd>
            <ExternalLink href={legal.vk} />
          </dd>
          <dt>Мессенджер</dt>
          <dd>
            <ExternalLink href={legal.telegram} />
          </dd>
          <dt>Телефон</dt>
          <dd>
            <a href={phoneHref(legal.phone)}>{formatPhone(legal.phone)}</a>
          </dd>
          <dt>Электронная почта</dt>
          <dd>
            <a href={`mailto:${legal.email}`}>{legal.email}</a>
          </dd>
        </Details>
      ) : (
        <Spinner label="Загрузка контактов" />
      )}
      <Heading>Документы</Heading>
      <Documents>
        <li>
          <TextLink to={paths.privacy.getHref()} onClick={onClose}>
            {PRIVACY_TITLE}
          </TextLink>
        </li>
      </Documents>
      <Heading>Реквизиты</Heading>
      {legal ? (
        <Details>
          <dt>Исполнитель</dt>
          <dd>{legal.name}</dd>
          <dt>ИНН</dt>
          <dd>{legal.inn}</dd>
          <dt>ОГРН</dt>
          <dd>{legal.ogrn}</dd>
          <dt>Адрес</dt>
          <dd>{legal.address}</dd>
        </Details>
      ) : (
        <Spinner label="Загрузка реквизитов" />
      )}
    </Dialog>
  );
}
