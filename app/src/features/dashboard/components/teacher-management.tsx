import { canOpenAdmin, type User } from '@school/contract';
import { Avatar, Badge, Button, Card, Skeleton } from '@school/ui';
import styled from 'styled-components';
import { MutedText, PlainList } from '../../../components/plain-list';
import { TextLink } from '../../../components/text-link';
import { paths } from '../../../config/paths';
import { errorStatus } from '../../../lib/api';
import { useGetTeachingStaffQuery } from '../api';

const Row = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.divider};
  border-radius: ${({ theme }) => theme.radius.md};

  &[data-banned] {
    background: ${({ theme }) => theme.color.rowBanned};
  }
  [data-part='name'] {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    overflow-wrap: anywhere;
  }
  [data-part='role'] {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
  [data-part='subjects'] {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(1)};
    margin-top: ${({ theme }) => theme.space(1)};
  }
  ${({ theme }) => theme.media.phone} {
    grid-template-columns: auto minmax(0, 1fr);
    [data-part='edit'] {
      grid-column: 1 / -1;
    }
  }
`;

const withoutSubjects = (teachers: User[]) => teachers.filter((teacher) => teacher.subjectsTeach.length === 0).length;

/**
 * The home page's view for a first role of SENIOR or OWNER: who teaches what, who has no subject yet,
 * and the way to the admin area to change it.
 */
export function TeacherManagement({ viewer }: { viewer: User }) {
  const { data: teachers, isLoading, error, refetch, isFetching } = useGetTeachingStaffQuery();
  const admin = canOpenAdmin(viewer.roles);

  let body;
  if (isLoading) body = <Skeleton variant="table" rows={4} aria-label="Загрузка списка преподавателей" />;
  else if (error)
    body = (
      <MutedText>
        {errorStatus(error) === 403
          ? 'Список преподавателей доступен с ролью «Старший преподаватель».'
          : 'Не удалось загрузить список преподавателей.'}
      </MutedText>
    );
  else if (!teachers?.length) body = <MutedText>В школе пока нет преподавателей.</MutedText>;
  else
    body = (
      <>
        <MutedText>
          Преподавателей: {teachers.length}. Без назначенных предметов: {withoutSubjects(teachers)}.
        </MutedText>
        <PlainList>
          {teachers.map((teacher) => {
            const name = `${teacher.firstName} ${teacher.lastName}`;
            return (
              <Row key={teacher.username} data-banned={teacher.isBanned || undefined}>
                <Avatar name={name} src={teacher.avatar} decorative />
                <div>
                  <p data-part="name">{name}</p>
                  <p data-part="role">
                    {teacher.roleName}
                    {teacher.isBanned && ' · заблокирован'}
                  </p>
                  <div data-part="subjects">
                    {teacher.subjectNames.length > 0 ? (
                      teacher.subjectNames.map((subject) => <Badge key={subject}>{subject}</Badge>)
                    ) : (
                      <Badge tone="warning">Предметы не назначены</Badge>
                    )}
                  </div>
                </div>
                {admin && teacher.username !== viewer.username && (
                  <TextLink
                    data-part="edit"
                    to={`${paths.admin.users.getHref()}?search=${encodeURIComponent(teacher.username)}`}
                    aria-label={`Изменить: ${name}`}
                  >
                    Изменить
                  </TextLink>
                )}
              </Row>
            );
          })}
        </PlainList>
      </>
    );

  return (
    <Card
      title="Преподаватели школы"
      aria-label="Преподаватели школы"
      action={
        <Button variant="text" size="sm" onClick={() => void refetch()} loading={isFetching && !isLoading}>
          Обновить
        </Button>
      }
    >
      {body}
      {admin && <TextLink to={paths.admin.users.getHref()}>Управление пользователями</TextLink>}
    </Card>
  );
}
