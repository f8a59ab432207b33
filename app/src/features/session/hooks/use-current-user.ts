import type { User } from '@school/contract';
import { selectUserLoaded } from '../../../lib/global-slice';
import { useAppSelector } from '../../../lib/hooks';
import { sessionApi } from '../api';

/** The signed-in user, or undefined while loading, when anonymous and after a refused refresh. */
export function useCurrentUser(): User | undefined {
  const userLoaded = useAppSelector(selectUserLoaded);
  const { data } = sessionApi.endpoints.getUser.useQueryState();
  return userLoaded ? data : undefined;
}
