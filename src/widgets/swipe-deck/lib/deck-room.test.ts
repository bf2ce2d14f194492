import { describe, expect, it } from 'vitest';
import { deckRoom } from './deck-room';

describe('deckRoom: how much of a card the stage has room for', () => {
  it('a whole card from 30rem, short below it, tiny below 25rem', () => {
    expect(deckRoom(480, 16)).toBeUndefined();
    expect(deckRoom(512, 16)).toBeUndefined();
    expect(deckRoom(479.5, 16)).toBe('short');
    expect(deckRoom(400, 16)).toBe('short');
    expect(deckRoom(399.5, 16)).toBe('tiny');
    expect(deckRoom(304, 16)).toBe('tiny');
  });

  it('in rem: a larger root font needs a taller stage for the same card', () => {
    expect(deckRoom(500, 20)).toBe('short');
    expect(deckRoom(600, 20)).toBeUndefined();
    expect(deckRoom(480, 20)).toBe('tiny');
  });
});
