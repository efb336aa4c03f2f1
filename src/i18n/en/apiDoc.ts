export default {
  title: 'Cloud API reference',
  intro: 'Every call the console makes to the device cloud, with its payload, its answer and its result codes. Answers come in the envelope {hwcode, hwdata}; signed-in calls send the cloudtoken header. "Try it" sends to this site\u2019s cloud; sign in first to try the signed-in calls with your token.',
  download: 'Download the OpenAPI document (openapi.json)',
  uiLanguage: 'The reference below comes from Scalar, whose own buttons and headings are in English only (Scalar offers no Chinese interface); the operations are described in the console\'s language. Its common English names:',
  // Shown on the Chinese page only: Scalar's English labels with what they mean.
  uiTerms: {
    testRequest: 'Test Request: try the call against this site\'s cloud',
    search: 'Search: find a call',
    authentication: 'Authentication: the cloudtoken token',
    server: 'Server: where the calls go',
    models: 'Models: the data structures',
    copy: 'Copy',
  },
  signIn: 'Sign in',
  loading: 'Loading the API reference…',
  failed: 'The API reference could not be loaded. Check the connection and reload the page; the OpenAPI document itself stays available above.',
};
