declare global {
  interface Window {
    /** Set by the end-to-end tests (page.addInitScript) so charts draw at once. */
    __MARKETDESK_TEST__?: boolean;
  }
}

/** Charts animate, except under test, so assertions and screenshots see the final drawing. */
export function chartsSkipAnimation(): boolean {
  return (
    import.meta.env.MODE === 'test' || (typeof window !== 'undefined' && window.__MARKETDESK_TEST__ === true)
  );
}
