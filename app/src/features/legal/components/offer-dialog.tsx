import { Button, Dialog } from '@school/ui';
import { useSchoolDetails } from '../../config';
import { OFFER_TITLE, offerSections, offerSubtitle } from '../offer-text';
import { LegalDocument } from './legal-document';

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
      <LegalDocument
        subtitle={offerSubtitle()}
        sections={legal && offerSections(legal)}
        loadingLabel="Загрузка оферты"
      />
    </Dialog>
  );
}
