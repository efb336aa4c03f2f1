// The reasons a cloud gives when it ends a session (the realtime userLogout message's `reason`). The cloud writes
// them in one language, or as a code; the console shows a known one in the reader's language and quotes any other
// as the cloud's own words (docs/decisions.md, "Console").

export type KnownLogoutReason = 'elsewhere' | 'revoked' | 'passwordChanged' | 'tooManySessions';

/** Spellings seen for each known reason, compared without case, spaces, dashes or underscores. */
const SPELLINGS: Record<KnownLogoutReason, readonly string[]> = {
  elsewhere: ['signed in elsewhere', 'signedInElsewhere', 'login elsewhere', 'loginElsewhere', 'logged in elsewhere', 'kicked', '异地登录', '在其他地方登录'],
  revoked: ['revoked', 'session revoked'],
  passwordChanged: ['passwordChanged', 'password changed'],
  tooManySessions: ['too many sessions', 'tooManySessions'],
};

const squeeze = (text: string) => text.toLowerCase().replace(/[\s_-]/g, '');
const KNOWN = new Map(Object.entries(SPELLINGS).flatMap(([reason, spellings]) => spellings.map((s) => [squeeze(s), reason as KnownLogoutReason])));

/** The known reason a cloud's text names, or undefined for a text to quote as it came. */
export function knownLogoutReason(reason: string): KnownLogoutReason | undefined {
  // squeeze drops every blank, outer ones too.
  return KNOWN.get(squeeze(reason));
}
