// @vitest-environment jsdom
import { act, type ReactElement, useEffect, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_SHOWN_EVENT } from '@/shared/config/constants';
import { CORE_NAMESPACES, setupI18n } from '@/shared/i18n/i18n';
import { TextField } from './text-field';

let root: Root | null = null;
let container: HTMLDivElement | null = null;
/** Re-renders the field with the state it has (as any later render of its page would). */
let rerender: () => void = () => undefined;

/**
 * A page's controlled e-mail field: its state starts empty, as on a first visit. `opens`: as the e-mail
 * step, the page's "opened" effect (after the field's) resets the state, then the page is shown.
 */
function EmailForm({ onValue, opens = false }: { onValue: (value: string) => void; opens?: boolean }) {
  const [value, setValue] = useState('');
  const [, setTick] = useState(0);
  rerender = () => setTick((tick) => tick + 1);
  useEffect(() => {
    if (!opens) return;
    setValue('');
    document.dispatchEvent(new Event(PAGE_SHOWN_EVENT));
  }, [opens]);
  return (
    <TextField
      label="E-mail"
      mode="email"
      name="email"
      value={value}
      onValueChange={(next) => {
        onValue(next);
        setValue(next);
      }}
    />
  );
}

/** The field as a prerendered page serves it (not hydrated yet), in the document. */
function prerender(element: ReactElement): HTMLDivElement {
  const served = document.createElement('div');
  served.innerHTML = renderToString(element);
  document.body.append(served);
  container = served;
  return served;
}

/** React takes over the prerendered markup. */
function hydrate(element: ReactElement): void {
  act(() => {
    root = hydrateRoot(container as HTMLDivElement, element);
  });
}

function field(): HTMLInputElement {
  const input = container?.querySelector('input');
  if (!input) throw new Error('no field');
  return input;
}

beforeAll(async () => {
  await setupI18n('en-gb', CORE_NAMESPACES);
});

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container?.remove();
  container = null;
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = undefined;
});

describe('TextField on a prerendered page', () => {
  it('keeps what the visitor typed before the page was hydrated, through later renders', () => {
    const onValue = vi.fn();
    prerender(<EmailForm onValue={onValue} />);
    // Typed while the scripts loaded: the prerendered field holds it.
    field().value = 'kim-abcd';

    hydrate(<EmailForm onValue={onValue} />);
    expect(onValue).toHaveBeenCalledWith('kim-abcd');
    act(() => rerender());
    // Without the report, this render put the empty state back and the next key landed alone.
    expect(field().value).toBe('kim-abcd');
    expect(onValue).toHaveBeenCalledTimes(1);
  });

  it("keeps it when the page's opened effect resets the state, and what was selected stays selected", () => {
    const onValue = vi.fn();
    prerender(<EmailForm onValue={onValue} opens />);
    field().value = 'ada@';
    field().select();
    const writes = vi.spyOn(field(), 'value', 'set');

    hydrate(<EmailForm onValue={onValue} opens />);
    expect(field().value).toBe('ada@');
    // Never written (a write drops the selection the visitor is about to type over).
    expect(writes).not.toHaveBeenCalled();
    expect(onValue).toHaveBeenLastCalledWith('ada@');
    act(() => rerender());
    expect(field().value).toBe('ada@');
  });

  it('reports nothing when the prerendered field is still empty, or when it is rendered on the client', () => {
    const onValue = vi.fn();
    const served = prerender(<EmailForm onValue={onValue} />);
    hydrate(<EmailForm onValue={onValue} />);
    act(() => root?.unmount());

    root = createRoot(served);
    act(() => root?.render(<EmailForm onValue={onValue} />));
    act(() => rerender());
    expect(field().value).toBe('');
    expect(onValue).not.toHaveBeenCalled();
  });
});
