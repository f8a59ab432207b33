import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import { blocked } from './session-events';

export interface Notification {
  id: string;
  message: string;
  tone: 'error' | 'success' | 'info';
}

export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState: { items: [] as Notification[], behindBlocker: false },
  reducers: {
    notify: {
      reducer(state, action: PayloadAction<Notification>) {
        if (state.behindBlocker) return;
        // The same message twice in a row (ten failing calls at once) is shown once.
        if (state.items.some((n) => n.message === action.payload.message)) return;
        state.items.push(action.payload);
      },
      prepare(message: string, tone: Notification['tone'] = 'error') {
        return { payload: { id: nanoid(), message, tone } };
      },
    },
    dismiss(state, action: PayloadAction<string>) {
      state.items = state.items.filter((n) => n.id !== action.payload);
    },
  },
  extraReducers: (builder) => {
    /* A blocking dialog (server down, account banned) says what happened and ends in a reload: the calls that
       failed on the way there, such as the user call sent beside the health check, add no toast of their own. */
    builder.addCase(blocked, (state) => {
      state.items = [];
      state.behindBlocker = true;
    });
  },
  selectors: {
    selectNotifications: (state) => state.items,
  },
});

export const { notify, dismiss } = notificationsSlice.actions;
export const { selectNotifications } = notificationsSlice.selectors;
