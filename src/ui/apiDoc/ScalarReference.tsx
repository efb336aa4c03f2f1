// The Scalar renderer of /openapi.json, in its own chunk (it is large) loaded only on /apiDoc. "Try it" sends to
// this origin: the simulator, or the CLOUD_URL cloud behind the server's proxy. A signed-in user's token is filled
// in for the cloudtoken header so calls can be tried at once.
import { ApiReferenceReact } from '@scalar/api-reference-react';
import '@scalar/api-reference-react/style.css';
import { getToken } from '../../transport/cookies';

export default function ScalarReference() {
  const token = getToken();
  return (
    <ApiReferenceReact
      configuration={{
        url: '/openapi.json',
        servers: [{ url: window.location.origin, description: 'This console\u2019s cloud' }],
        forceDarkModeState: 'light',
        hideDarkModeToggle: true,
        withDefaultFonts: false,
        telemetry: false,
        showDeveloperTools: 'never',
        documentDownloadType: 'json',
        // No AI chat: it would send the document to a third party, and the console's CSP blocks it anyway.
        agent: { disabled: true },
        authentication: {
          preferredSecurityScheme: 'cloudtoken',
          securitySchemes: token ? { cloudtoken: { value: token } } : undefined,
        },
      }}
    />
  );
}
