import type { CourseDetail } from '@school/contract';
import { DescriptionList, formatPhone, phoneHref } from '@school/ui';
import styled from 'styled-components';
import { paths } from '../../../config/paths';
import { useSchoolDetails } from '../../config';
import { COURSE_TEXTS } from '../texts';
import { RouterButtonLink } from '../../../components/router-button-link';

const Root = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space(2)};

  p {
    margin: 0;
  }
  a {
    color: ${({ theme }) => theme.color.primaryText};
  }
`;

/** The school's contacts (GET /config/school), as the help dialog shows them: how to ask for a free course. */
function SchoolContacts() {
  const school = useSchoolDetails();
  if (!school) return <p>{COURSE_TEXTS.freeHintNoContacts}</p>;
  return (
    <>
      <p>{COURSE_TEXTS.freeHint}</p>
      <DescriptionList
        items={[
          { term: COURSE_TEXTS.phone, description: <a href={phoneHref(school.phone)}>{formatPhone(school.phone)}</a> },
          { term: COURSE_TEXTS.email, description: <a href={`mailto:${school.email}`}>{school.email}</a> },
          {
            term: 'Telegram',
            description: (
              <a href={school.telegram} target="_blank" rel="noopener noreferrer">
                {school.telegram.replace(/^https?:\/\//, '')}
              </a>
            ),
          },
        ]}
      />
    </>
  );
}

/** For a visitor not on the course: 'Купить курс' (the cart) for a paid one, the school's contacts for a free one. */
export function EnrolOffer({ course }: { course: CourseDetail }) {
  return (
    <Root>
      {course.priceRub > 0 ? (
        <>
          <p>{COURSE_TEXTS.buyHint}</p>
          <RouterButtonLink href={paths.cart.getHref()}>{COURSE_TEXTS.buy}</RouterButtonLink>
        </>
      ) : (
        <SchoolContacts />
      )}
    </Root>
  );
}
