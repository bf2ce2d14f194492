import { type Dispatch, type SetStateAction, useState } from 'react';

/**
 * Local state of an overlay that starts afresh each time `open` turns true (a draft selection, an
 * unticked consent box), so what was left in it last time does not come back. The reset happens during
 * render, as React recommends for state derived from a prop change, not in an effect.
 */
export function useStatePerOpening<T>(open: boolean, fresh: () => T): [T, Dispatch<SetStateAction<T>>] {
  const [value, setValue] = useState(fresh);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setValue(fresh());
  }
  return [value, setValue];
}
