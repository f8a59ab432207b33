import { Button, Dialog } from '@school/ui';
import styled from 'styled-components';
import { company } from '../../../config/company';

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

const phoneHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The help button's dialog: the school's legal details and how to reach it. */
export function HelpDialog({ open, onClose, onShowOffer }: HelpDialogProps) {
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
        <dt>Телефон</dt>
        <dd>
          <a href={phoneHref(company.phone)}>{company.phone}</a>
        </dd>
        <dt>Электронная почта</dt>
        <dd>
          <a href={`mailto:${company.email}`}>{company.email}</a>
        </dd>
      </Details>
      <Heading>Реквизиты</Heading>
      <Details>
        <dt>Исполнитель</dt>
        <dd>{company.legalName}</dd>
        <dt>ИНН</dt>
        <dd>{company.inn}</dd>
        <dt>ОГРН</dt>
        <dd>{company.ogrn}</dd>
        <dt>Адрес</dt>
        <dd>{company.address}</dd>
      </Details>
    </Dialog>
  );
}
