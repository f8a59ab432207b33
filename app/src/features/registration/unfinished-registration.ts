import { createAsyncThunk } from '@reduxjs/toolkit';
import { errorStatus } from '../../lib/api';
import { COOKIE, readCookie, removeCookie } from '../../lib/cookies';
import { unfinishedRegistrationChanged } from '../../lib/global-slice';
import { pendingRegistrationApi } from './pending-api';

/** With a `tempuserId` cookie, asks whether that pending registration still exists. */
export const lookForUnfinishedRegistration = createAsyncThunk(
  'session/lookForUnfinishedRegistration',
  async (_, { dispatch }) => {
    const id = readCookie(COOKIE.tempuserId);
    if (!id) return;
    const result = await dispatch(
      pendingRegistrationApi.endpoints.getTempUser.initiate(id, { subscribe: false, forceRefetch: true }),
    );
    if (result.data) dispatch(unfinishedRegistrationChanged(true));
    else if (errorStatus(result.error) === 404) removeCookie(COOKIE.tempuserId);
  },
);
