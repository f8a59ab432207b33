import { Spinner } from '@school/ui';
import styled from 'styled-components';
import type { OfferSection } from '../offer-text';

const Document = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};

  h2,
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

export interface LegalDocumentProps {
  /** The edition line under the title. */
  subtitle: string;
  /** Undefined while the school's details (SCHOOL_*) load: a spinner says so. */
  sections: readonly OfferSection[] | undefined;
  /** The spinner's label while loading: 'Загрузка оферты'. */
  loadingLabel: string;
  /** h3 in a dialog (its title is the h2), h2 on a page of its own. */
  headingLevel?: 'h2' | 'h3';
}

/** A legal text (the offer, the privacy policy): its edition, then numbered sections of points. */
export function LegalDocument({ subtitle, sections, loadingLabel, headingLevel: Heading = 'h3' }: LegalDocumentProps) {
  return (
    <Document>
      <p data-part="subtitle">{subtitle}</p>
      {sections ? (
        sections.map((section) => (
          <section key={section.title}>
            <Heading>{section.title}</Heading>
            {section.points.map((point) => (
              <p key={point}>{point}</p>
            ))}
          </section>
        ))
      ) : (
        <Spinner label={loadingLabel} />
      )}
    </Document>
  );
}
