// The Scalar renderer of /openapi.json, in its own chunk (it is large) loaded only on /apiDoc. "Try it" sends to
// this origin: the simulator, or the CLOUD_URL cloud behind the server's proxy. A signed-in user's token is filled
// in for the cloudtoken header so calls can be tried at once.
import { ApiReferenceReact } from '@scalar/api-reference-react';
import '@scalar/api-reference-react/style.css';
import type { Language } from '../../domain/constants';
import { getToken } from '../../transport/cookies';

const CONTRAST_CSS = `.light-mode {
  --scalar-color-2: #4b5563; --scalar-color-3: #5b6270; --scalar-color-accent: #1565c0;
  --scalar-color-green: #067a3f; --scalar-color-orange: #a4490a; --scalar-color-blue: #1d4ed8;
  --scalar-color-red: #b91c1c; --scalar-color-purple: #6d28d9; --scalar-color-yellow: #7a5600;
}`;

export default function ScalarReference({ lang }: { lang: Language }) {
  const token = getToken();
  return (
    <ApiReferenceReact
      configuration={{
        // Scalar has no interface language of its own: the operations' summaries come in the console's language.
        url: lang === 'cn' ? '/openapi.cn.json' : '/openapi.json',
        servers: [{ url: window.location.origin, description: 'This console\u2019s cloud' }],
        forceDarkModeState: 'light',
        hideDarkModeToggle: true,
        withDefaultFonts: false,
        telemetry: false,
        showDeveloperTools: 'never',
        documentDownloadType: 'json',
        // No AI chat: it would send the document to a third party, and the console's CSP blocks it anyway.
        agent: { disabled: true },
        // Scalar's light greys and method colours fall under 4.5:1 on white; these meet WCAG AA.
        customCss: CONTRAST_CSS,
        authentication: {
          preferredSecurityScheme: 'cloudtoken',
          securitySchemes: token ? { cloudtoken: { value: token } } : undefined,
        },
      }}
    />
  );
}
