// A link may ask a page to open its add form (`/accounts?add=1`, from Connected Apps' Enter Manually):
// the page calls `open` once, and the parameter leaves the address so a reload or Back does not reopen it.
import { useEffect, useEffectEvent } from 'react';
import { useSearchParams } from 'react-router-dom';

export const ADD_PARAM = 'add';

/** The address of `path`'s add form. */
export const addFormLink = (path: string) => `${path}?${ADD_PARAM}=1`;

export function useOpenFromLink(open: () => void): void {
  const [params, setParams] = useSearchParams();
  const asked = params.get(ADD_PARAM) === '1';
  const openOnce = useEffectEvent(open);
  useEffect(() => {
    if (!asked) return;
    openOnce();
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        copy.delete(ADD_PARAM);
        return copy;
      },
      { replace: true },
    );
  }, [asked, setParams]);
}
