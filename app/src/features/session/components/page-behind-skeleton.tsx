import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PageSkeleton } from '../../../components/page-skeleton';
import { BehindSkeletonContext, useSessionLoading } from '../hooks/use-current-user';

/* Shown, it adds no box of its own: the page lays out as the shell's direct child. */
const Behind = styled.div`
  display: contents;

  &[hidden] {
    display: none;
  }
`;

/**
 * A signed-in page while the skeleton of its first 0.6 s is on: mounted hidden under it, so that its data calls
 * start when the user arrives instead of after the skeleton, then shown as it is when the session is loaded
 * (the same tree, not mounted again). Hidden, it is out of sight and out of the accessibility tree.
 *
 * At the turn only the wrapper changes: the user the page reads stays the same object and the context below
 * keeps its value, so the page is not rendered again (pass `children` that keep their identity too).
 */
export function PageBehindSkeleton({ children }: { children: ReactNode }) {
  const loading = useSessionLoading();
  return (
    <>
      {loading && <PageSkeleton />}
      <BehindSkeletonContext.Provider value>
        <Behind hidden={loading}>{children}</Behind>
      </BehindSkeletonContext.Provider>
    </>
  );
}
