import { Button, Dialog, formatPhone, phoneHref, Spinner } from '@school/ui';
import styled from 'styled-components';
import { company } from '../../../config/company';
import { useSchoolDetails } from '../../config';

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

const Heading = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.size.md};
`;

export interface HelpDialogProps {
  open: boolean;
  onClose: () => void;
  onShowOffer: () => void;
}

/** The help button's dialog: the school's legal details and how to reach it. */
export function HelpDialog({ open, onClose, onShowOffer }: HelpDialogProps) {
  /* the legal details and the phone and e-mail are the server's configuration (SCHOOL_*) */
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
      <Details>
        <dt>Сайт</dt>
        <dd>
          <a href={company.website} target="_blank" rel="noreferrer">
            {company.website.replace(/^https?:\/\//, '')}
          </a>
        </dd>
        <dt>Социальная сеть</dt>
        <dd>
          <a href={company.social} target="_blank" rel="noreferrer">
            {company.social.replace(/^https?:\/\//, '')}
          </a>
        </dd>
        <dt>Мессенджер</dt>
        <dd>
          <a href={company.messenger} target="_blank" rel="noreferrer">
            {company.messenger.replace(/^https?:\/\//, '')}
          </a>
        </dd>
        {legal && (
          <>
            <dt>Телефон</dt>
            <dd>
              <a href={phoneHref(legal.phone)}>{formatPhone(legal.phone)}</a>
            </dd>
            <dt>Электронная почта</dt>
            <dd>
              <a href={`mailto:${legal.email}`}>{legal.email}</a>
            </dd>
          </>
        )}
      </Details>
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
