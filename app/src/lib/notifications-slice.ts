import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

export interface Notification {
  id: string;
  message: string;
  tone: 'error' | 'success' | 'info';
}

export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState: { items: [] as Notification[] },
  reducers: {
    notify: {
      reducer(state, action: PayloadAction<Notification>) {
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
  selectors: {
    selectNotifications: (state) => state.items,
  },
});

export const { notify, dismiss } = notificationsSlice.actions;
export const { selectNotifications } = notificationsSlice.selectors;
