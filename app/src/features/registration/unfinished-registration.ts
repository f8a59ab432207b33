import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { errorStatus } from '../../lib/api';
import { COOKIE, readCookie, removeCookie } from '../../lib/cookies';
import { pendingRegistrationApi } from './pending-api';

/** Whether to offer the visitor the registration they began: the `tempuserId` cookie's, still on the server. */
export const unfinishedRegistrationSlice = createSlice({
  name: 'registration',
  initialState: { unfinished: false },
  reducers: {
    /** Found at start-up (or after a refused refresh), or answered by the visitor. */
    unfinishedRegistrationChanged(state, action: PayloadAction<boolean>) {
      state.unfinished = action.payload;
    },
  },
  selectors: {
    selectUnfinishedRegistration: (state) => state.unfinished,
  },
});

export const { unfinishedRegistrationChanged } = unfinishedRegistrationSlice.actions;
export const { selectUnfinishedRegistration } = unfinishedRegistrationSlice.selectors;

/** With a `tempuserId` cookie, asks whether that pending registration still exists. */
export const lookForUnfinishedRegistration = createAsyncThunk(
  'registration/lookForUnfinished',
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
