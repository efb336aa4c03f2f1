// Which kind of device a user agent names (src/domain/userAgent.ts), asked by the console and the server alike:
// phones get the phone console, TV boxes (often "Android" too) the desktop one; and the one page a phone keeps in
// the full console. Pinned with real user agents, one for each family the patterns name.
import { describe, expect, it } from 'vitest';
import { isMobileAgent, isTvAgent, phoneKeepsFullConsole, routeKey } from '../../src/domain/userAgent';

const PHONES = {
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ipod: 'Mozilla/5.0 (iPod touch; CPU iPhone OS 12_5 like Mac OS X) AppleWebKit/605.1.15',
  windowsPhone: 'Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1; Microsoft; Lumia 950) AppleWebKit/537.36 Edge/15.15063',
  ieMobile: 'Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.2; ARM; Trident/6.0; IEMobile/10.0)',
  blackBerry: 'Mozilla/5.0 (BlackBerry; U; BlackBerry 9900; en) AppleWebKit/534.11+',
  operaMini: 'Opera/9.80 (J2ME/MIDP; Opera Mini/9.80 (S60; SymbOS; Opera Mobi/23.348; U; en) Presto/2.5.25 Version/10.54',
  mobileSafariOnly: 'Mozilla/5.0 (Linux; U; Android 4.0.3; ko-kr; LG-L160L Build/IML74K) AppleWebkit/534.30 Version/4.0 Mobile Safari/534.30',
  lowerCase: 'mozilla/5.0 (iphone; cpu iphone os 17_5 like mac os x)',
};

const DESKTOPS = {
  linux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  androidTablet: 'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
  androidWordThenMobileBefore: 'Mobile Mozilla/5.0 (Linux; Android 14)',
  empty: '',
};

const TVS = {
  tvWord: 'Mozilla/5.0 (Linux; Android 9; TV) AppleWebKit/537.36 Chrome/131 Mobile Safari/537.36',
  smartTv: 'Mozilla/5.0 (SmartTV; Linux) AppleWebKit/537.36 Mobile Safari/537.36',
  smartDashTv: 'Mozilla/5.0 (Linux; SMART-TV; Android 10) Mobile Safari/537.36',
  googleTv: 'Mozilla/5.0 (Linux; Android 12; GoogleTV) Mobile Safari/537.36',
  androidTvOneWord: 'Mozilla/5.0 (Linux; AndroidTV 11) Mobile Safari/537.36',
  androidTvTwoWords: 'Mozilla/5.0 (Linux; Android TV 11) Mobile Safari/537.36',
  fireTv: 'Mozilla/5.0 (Linux; Android 9; AFTMM Build/PS7233) AppleWebKit/537.36 Chrome/131 Mobile Safari/537.36',
  fireTvBare: 'Mozilla/5.0 (Linux; Android 9; AFT) Mobile Safari/537.36',
  bravia: 'Mozilla/5.0 (Linux; Android 10; BRAVIA 4K VH2) Mobile Safari/537.36',
  tizen: 'Mozilla/5.0 (SMART; Linux; Tizen 6.0) AppleWebKit/537.36 (KHTML, like Gecko) 76.0 TV Safari/537.36',
  tizenTv: 'Mozilla/5.0 (Linux; Tizen 6.0 (Samsung TV)) Mobile Safari',
  webOsTv: 'Mozilla/5.0 (Web0S; Linux/SmartTV) AppleWebKit/537.36 Mobile Safari/537.36',
  webOs: 'Mozilla/5.0 (Linux; WebOS 5; LG TV) Mobile Safari/537.36',
  lowerCase: 'mozilla/5.0 (linux; android 9; bravia) mobile safari/537.36',
};

describe('isMobileAgent', () => {
  it.each(Object.entries(PHONES))('a phone (%s)', (_name, agent) => {
    expect(isMobileAgent(agent)).toBe(true);
    expect(isTvAgent(agent)).toBe(false);
  });

  it.each(Object.entries(DESKTOPS))('not a desktop or tablet (%s)', (_name, agent) => {
    expect(isMobileAgent(agent)).toBe(false);
    expect(isTvAgent(agent)).toBe(false);
  });

  it.each(Object.entries(TVS))('not a TV box, which also says Mobile (%s)', (_name, agent) => {
    expect(isTvAgent(agent)).toBe(true);
    expect(isMobileAgent(agent)).toBe(false);
  });
});

describe('isTvAgent', () => {
  it('reads the families as whole words, not inside other words', () => {
    for (const agent of ['Mozilla/5.0 (Linux; Android 14; TVX) Safari', 'Mozilla/5.0 (STV; Linux)', 'Mozilla/5.0 (Linux; XAFT) Safari', 'Mozilla/5.0 (Linux; BRAVIAX)', 'Mozilla/5.0 (Tizen 6.0)', 'Mozilla/5.0 (WebOS 5)', 'Mozilla/5.0 (SMARTTV2)'])
      expect(isTvAgent(agent), agent).toBe(false);
  });

  it('needs the TV after Tizen or WebOS, with something between them', () => {
    expect(isTvAgent('Tizen TV')).toBe(true);
    expect(isTvAgent('WebOS TV')).toBe(true);
    expect(isTvAgent('TizenTV')).toBe(false);
    expect(isTvAgent('WebOSTV')).toBe(false);
  });
});

describe('routes', () => {
  it('routeKey drops every trailing slash and lowers the case', () => {
    expect(routeKey('/ScadaRegister//')).toBe('/scadaregister');
    expect(routeKey('/a/b/')).toBe('/a/b');
    expect(routeKey('/a//b')).toBe('/a//b');
    expect(routeKey('/')).toBe('');
  });

  it('a phone keeps only the SCADA registration in the full console, however the path is spelt', () => {
    for (const path of ['/scadaRegister', '/scadaregister/', '/SCADAREGISTER']) expect(phoneKeepsFullConsole(path), path).toBe(true);
    for (const path of ['/', '/login', '/scadaRegister/x', '/x/scadaRegister', '/scadaRegisterx']) expect(phoneKeepsFullConsole(path), path).toBe(false);
  });
});
