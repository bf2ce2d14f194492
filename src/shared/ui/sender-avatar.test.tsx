// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { initialOf, SenderAvatar } from './sender-avatar';

describe('initialOf', () => {
  it('takes the first character of a plain name, and the whole first grapheme otherwise', () => {
    expect(initialOf('Sender 00012 Deals')).toBe('S');
    expect(initialOf('  x')).toBe('x');
    expect(initialOf('Z')).toBe('Z');
    // A letter and its combining accent, an emoji with a skin tone, a flag: one grapheme each.
    expect(initialOf('e\u0301clair')).toBe('e\u0301');
    expect(initialOf('👍🏽 Thumbs')).toBe('👍🏽');
    expect(initialOf('🇫🇷 Paris')).toBe('🇫🇷');
    expect(initialOf('Ünïcode')).toBe('Ü');
    expect(initialOf('   ')).toBe('?');
  });
});

describe('SenderAvatar', () => {
  afterEach(cleanup);

  it('has the classes of its size and tint, and a given class merged over them', () => {
    const view = render(<span />);
    const classOf = (element: React.ReactElement) => {
      view.rerender(element);
      return view.container.querySelector('[data-slot="sender-avatar"]')?.className.split(' ') ?? [];
    };
    const small = classOf(<SenderAvatar name="Ann" address="ann@example.com" size="sm" />);
    expect(small).toEqual(expect.arrayContaining(['size-8', 'text-sm', 'rounded-pill']));
    // The same sender again: the same classes (merged once, then reused).
    expect(classOf(<SenderAvatar name="Ann" address="ann@example.com" size="sm" />)).toEqual(small);
    const large = classOf(
      <SenderAvatar name="Ann" address="ann@example.com" size="lg" className="size-12" />,
    );
    expect(large).toContain('size-12');
    expect(large).not.toContain('size-14');
    expect(large).toContain('text-xl');
  });
});
