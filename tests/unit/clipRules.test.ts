// Clipping a cloud's text for a toast or a banner (src/domain/realtime/clip.ts): the first `max` characters and
// an ellipsis, never half of a surrogate pair, and a text of `max` or fewer left whole.
import { describe, expect, it } from 'vitest';
import { clipText } from '../../src/domain/realtime/clip';

describe('clipText', () => {
  it('leaves a text of max characters or fewer whole', () => {
    expect(clipText('abc', 3)).toEqual({ text: 'abc', clipped: false });
    expect(clipText('', 0)).toEqual({ text: '', clipped: false });
    expect(clipText('abcd', 3)).toEqual({ text: 'abc…', clipped: true });
  });

  it('steps back over a high surrogate at the cut, the whole range of them, and only them', () => {
    expect(clipText('a\ud800\udc00b', 2)).toEqual({ text: 'a…', clipped: true });
    expect(clipText('a\udbff\udfffb', 2)).toEqual({ text: 'a…', clipped: true });
    expect(clipText('a😀b', 2)).toEqual({ text: 'a…', clipped: true });
    expect(clipText('a😀b', 3)).toEqual({ text: 'a😀…', clipped: true });
    // A lone low surrogate or the character before the range stays.
    expect(clipText('ab\udc00x', 3)).toEqual({ text: 'ab\udc00…', clipped: true });
    expect(clipText('ab\ud7ffx', 3)).toEqual({ text: 'ab\ud7ff…', clipped: true });
  });
});
