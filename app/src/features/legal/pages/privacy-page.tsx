import styled from 'styled-components';
import { PageGrid } from '../../../components/page-grid';
import { useSchoolDetails } from '../../config';
import { LegalDocument } from '../components/legal-document';
import { PRIVACY_TITLE, privacySections, privacySubtitle } from '../privacy-text';

const Page = styled(PageGrid)`
  width: 100%;
  max-width: ${({ theme }) => theme.size.dialog.md};
  margin: 0 auto;
`;

/**
 * /privacy — 'Политика обработки персональных данных' (152-ФЗ), public, in the shell. The operator's
 * details are the server's configuration (SCHOOL_*): the text waits for them, as the offer does.
 */
export function PrivacyPage() {
  const legal = useSchoolDetails();
  return (
    <Page>
      <h1>{PRIVACY_TITLE}</h1>
      <LegalDocument
        subtitle={privacySubtitle()}
        sections={legal && privacySections(legal)}
        loadingLabel="Загрузка политики"
        headingLevel="h2"
      />
    </Page>
  );
}
