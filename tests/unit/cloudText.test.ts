// Texts the cloud writes travel in both languages and are shown in one: the interface's.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bothLanguages, textIn, versionsOf } from '../../src/domain/cloudText';

describe('cloud texts in one language', () => {
  it('shows the version of the interface language, never both', () => {
    const content = bothLanguages({ cn: '短信报警：今日短信额度已用 100%（10/10）。', en: 'SMS alarms: 100% of your daily amount is used (10 of 10).' });
    expect(textIn(content, 'cn')).toBe('短信报警：今日短信额度已用 100%（10/10）。');
    expect(textIn(content, 'en')).toBe('SMS alarms: 100% of your daily amount is used (10 of 10).');
  });

  it('keeps any plain text as it came, including ones that look like JSON', () => {
    fc.assert(fc.property(fc.string(), (text) => {
      if (versionsOf(text) === undefined) expect(textIn(text, 'cn')).toBe(text);
    }));
    for (const text of ['Temperature high', '{"cn":', '{"cn":1,"en":2}', '{"en":"x"}']) expect(textIn(text, 'en')).toBe(text);
  });

  it('round-trips any pair of texts', () => {
    fc.assert(fc.property(fc.string(), fc.string(), (cn, en) => {
      const content = bothLanguages({ cn, en });
      expect([textIn(content, 'cn'), textIn(content, 'en')]).toEqual([cn, en]);
    }));
  });
});

describe('what counts as a text in two languages', () => {
  it('only a content that starts as bothLanguages writes it, with both versions as text', () => {
    for (const text of ['{"en":"x","cn":"y"}', ' {"cn":"y","en":"x"}', '{"cn":"a","en":1}', '{"cn":1,"en":"b"}', '{"cn":"a"}', '{"cn":"a","en":"b"']) {
      expect(versionsOf(text), text).toBeUndefined();
      expect(textIn(text, 'en')).toBe(text);
    }
    expect(versionsOf('{"cn":"a","en":"b","extra":1}')).toEqual({ cn: 'a', en: 'b' });
  });
});
