import { Button, Dialog, Spinner } from '@school/ui';
import styled from 'styled-components';
import { useSchoolDetails } from '../../config';
import { OFFER_TITLE, offerSections, offerSubtitle } from '../offer-text';

const Document = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};

  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.md};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    line-height: ${({ theme }) => theme.font.lineHeight.normal};
  }
  [data-part='subtitle'] {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export interface OfferDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The public offer (platform.md section 1), edition 02.07.2025. */
export function OfferDialog({ open, onClose }: OfferDialogProps) {
  /* the contractor's details are the server's configuration; the offer waits for them */
  const legal = useSchoolDetails();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={OFFER_TITLE}
      maxWidth="md"
      actions={<Button onClick={onClose}>Закрыть</Button>}
    >
      <Document>
        <p data-part="subtitle">{offerSubtitle()}</p>
        {legal ? (
          offerSections(legal).map((section) => (
            <section key={section.title}>
              <h3>{section.title}</h3>
              {section.points.map((point) => (
                <p key={point}>{point}</p>
              ))}
            </section>
          ))
        ) : (
          <Spinner label="Загрузка оферты" />
        )}
      </Document>
    </Dialog>
  );
}
