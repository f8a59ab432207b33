/**
 * Full-page navigations. The session flows end in a reload on purpose (new tokens, a fresh store);
 * stories and tests swap these out so the page under test is not torn down.
 */
export const browser = {
  reload(): void {
    window.location.reload();
  },
  assign(url: string): void {
    window.location.assign(url);
  },
};

export const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
