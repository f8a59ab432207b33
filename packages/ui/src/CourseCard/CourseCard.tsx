import type { ComponentPropsWithRef, CSSProperties, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Avatar } from '../Avatar/Avatar.tsx';
import { Badge, type BadgeTone } from '../Badge/Badge.tsx';
import { ProgressBar } from '../ProgressBar/ProgressBar.tsx';
import { focusRing } from '../theme/focusRing.ts';

/**
 * A course's subject with its colour as a dot before the name (never a ground under text), and a row of badges:
 * the card's and the course page's header share them. Each goes on the element, which sets the colour in
 * `--course-accent`.
 */
export const courseSubjectLine = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};

  &::before {
    content: '';
    flex: none;
    width: ${({ theme }) => theme.space(2)};
    height: ${({ theme }) => theme.space(2)};
    border-radius: 50%;
    background: var(--course-accent);
  }
`;

export const courseBadgeRow = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Root = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  height: 100%;
  min-width: 0;
  padding: ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(4)};
  overflow: hidden;
  border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.divider};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.elevation[1]};
  /* the subject's colour is a stripe, never a ground under text: its name is written beside it */
  &::before {
    content: '';
    position: absolute;
    inset: 0 0 auto;
    height: ${({ theme }) => theme.size.courseStripe};
    background: var(--course-accent);
  }
  &:hover {
    box-shadow: ${({ theme }) => theme.elevation[2]};
  }
  &:has(a:focus-visible) {
    ${focusRing()}
  }
  [data-part='subject'] {
    ${courseSubjectLine}
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  h2,
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
    overflow-wrap: anywhere;
  }
  h2 a,
  h3 a {
    color: inherit;
    text-decoration: none;
    outline: none;
  }
  /* the title's link covers the card, so the whole card is one target and one tab stop */
  h2 a::after,
  h3 a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  &:hover h2 a,
  &:hover h3 a {
    text-decoration: underline;
  }
  [data-part='badges'] {
    ${courseBadgeRow}
  }
  [data-part='teachers'] {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  [data-part='avatars'] {
    display: flex;
    flex: none;
  }
  [data-part='avatars'] > * + * {
    margin-left: -${({ theme }) => theme.space(2)};
    box-shadow: 0 0 0 ${({ theme }) => theme.size.borderStrong} ${({ theme }) => theme.color.surface};
  }
  footer {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(3)};
    margin-top: auto;
  }
  [data-part='price'] {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

export interface CourseCardBadge {
  /** The text ('ЕГЭ', '10–11 класс', 'Черновик'). */
  label: string;
  /** Colour role, as Badge's: neutral for facts, warning for a draft, success for published. */
  tone?: BadgeTone;
}

export interface CourseCardTeacher {
  /** Full name, written on the card. */
  name: string;
  /** Photo URL; initials without it. */
  avatarSrc?: string | null;
}

export interface CourseCardProgress {
  /** Materials done. */
  value: number;
  /** Materials in all. */
  max: number;
  /** Accessible name of the bar ('Пройдено материалов'). */
  label: string;
  /** Visible caption ('3 из 10'). */
  caption?: string;
}

/** What `renderLink` is given: the app puts them on its own link (`<Link to={href}>{children}</Link>`). */
export interface CourseCardLinkProps {
  /** The card's `href`. */
  href: string;
  /** The course's title. */
  children: ReactNode;
}

export interface CourseCardProps extends Omit<ComponentPropsWithRef<'article'>, 'title' | 'children'> {
  /** The course's name: the card's heading and its link. */
  title: string;
  /** Where the card leads (the course's page). */
  href: string;
  /** Renders the title's link; a plain `<a href>` by default. The app passes its router's Link here. */
  renderLink?: (props: CourseCardLinkProps) => ReactNode;
  /** The subject's name, written above the title ('Физика'). */
  subjectName: string;
  /**
   * The subject's colour (`subjectColor(subject, theme)`): drawn as the card's top stripe and a dot beside the
   * subject's name, never under text, so it needs 3:1 against the surface only (the palette's colours have it).
   */
  accentColor: string;
  /** Short facts and states as badges, in reading order: exam, grades, status. */
  badges?: readonly CourseCardBadge[];
  /** The course's teachers, shown with their avatars and names. */
  teachers?: readonly CourseCardTeacher[];
  /** The price as the caller writes it ('Бесплатно', '4 900 ₽'). */
  price: string;
  /** The student's way through the course; none for a course not started or a teacher's view. */
  progress?: CourseCardProgress;
  /** Heading level of the title in the page's outline; 3 by default (a catalogue under an h2). */
  headingLevel?: 2 | 3;
}

const defaultLink = ({ href, children }: CourseCardLinkProps) => <a href={href}>{children}</a>;

/** A course in a catalogue: its subject, title (a link covering the card), badges, teachers, price and progress. */
export function CourseCard({
  title,
  href,
  renderLink = defaultLink,
  subjectName,
  accentColor,
  badges = [],
  teachers = [],
  price,
  progress,
  headingLevel = 3,
  style,
  ...rest
}: CourseCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Root style={{ ...style, '--course-accent': accentColor } as CSSProperties} {...rest}>
      <p data-part="subject">{subjectName}</p>
      <Heading>{renderLink({ href, children: title })}</Heading>
      {badges.length > 0 && (
        <ul data-part="badges">
          {badges.map((badge) => (
            <li key={badge.label}>
              <Badge tone={badge.tone ?? 'neutral'}>{badge.label}</Badge>
            </li>
          ))}
        </ul>
      )}
      {teachers.length > 0 && (
        <p data-part="teachers">
          <span data-part="avatars">
            {teachers.slice(0, 3).map((teacher) => (
              <Avatar key={teacher.name} name={teacher.name} src={teacher.avatarSrc ?? null} size="sm" decorative />
            ))}
          </span>
          <span>{teachers.map((teacher) => teacher.name).join(', ')}</span>
        </p>
      )}
      <footer>
        <p data-part="price">{price}</p>
        {progress && (
          <ProgressBar value={progress.value} max={progress.max} label={progress.label} caption={progress.caption} />
        )}
      </footer>
    </Root>
  );
}
