import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { describe, expect, it } from 'vitest';
import { createAppStore } from '../../../app/store';
import { withFreshStore } from '../../../testing/store-wrapper';
import { sessionAnonymous } from '../session-slice';
import { useSessionLoading } from './use-current-user';

function SessionState({ name }: { name: string }) {
  return <output aria-label={name}>{useSessionLoading() ? 'загрузка' : 'готово'}</output>;
}

describe('the session hooks', () => {
  it('a page that mounts while the turn from the skeleton is pending shows what the shell around it shows', async () => {
    const { store, wrapper: Wrapper } = withFreshStore(createAppStore());
    let showPage: () => void = () => {};
    function Screen() {
      const [page, setPage] = useState(false);
      showPage = () => setPage(true);
      return (
        <>
          <SessionState name="shell" />
          {page && <SessionState name="page" />}
        </>
      );
    }
    render(
      <Wrapper>
        <Screen />
      </Wrapper>,
    );
    const shown = (name: string) => screen.getByRole('status', { name }).textContent;

    await act(async () => {
      store.dispatch(sessionAnonymous());
      // The page's file arrives between the store's change and the deferred render that shows it.
      flushSync(showPage);
      expect([shown('shell'), shown('page')]).toEqual(['загрузка', 'загрузка']);
    });

    expect([shown('shell'), shown('page')]).toEqual(['готово', 'готово']);
  });

  it('need the session view around them', () => {
    const quiet = console.error;
    console.error = () => {};
    try {
      expect(() => render(<SessionState name="shell" />)).toThrow(/SessionView/);
    } finally {
      console.error = quiet;
    }
  });
});
