import { CenteredMessage } from '../../../components/centered-message';

export function TeachersPage() {
  return (
    <CenteredMessage
      title="Преподаватели"
      text="Здесь появятся преподаватели Ваших курсов и способы связаться с ними. Раздел пока в разработке."
    />
  );
}
