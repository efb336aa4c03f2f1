// The simulator reads what it receives with the wire schemas /openapi.json is made of (src/domain/openapi): a call
// the schema refuses, wherever the field is (form body, query, the path's id), gets api.md's request error (HTTP 400,
// hwcode 400, "Api Request Error(400)"), naming the field, never a success made of defaults nor a business refusal:
// a missing required field, a wrong type, a value out of its range, length, pattern or choices, an unknown or
// repeated query parameter (docs/decisions.md, Contract). A caller without a valid token still gets 113
// first (the cloud checks the token before the payload); public calls are checked for everyone.
import { http, HttpResponse } from 'msw';
import { describeIssue, findCall, requestIssues } from '../../src/domain/openapi/wireCheck';
import type { Sim } from '../sim';
import { callerOf, readFields } from './envelope';

export function requestCheckHandlers(sim: Sim) {
  return [
    http.all('*', async ({ request }) => {
      const path = new URL(request.url).pathname;
      if (path.startsWith('/__sim')) return undefined;
      const found = findCall(request.method, path);
      if (!found) return undefined;
      if (!found.doc.public && !callerOf(sim, request)) return undefined;
      const issues = requestIssues(request.method, path, await readFields(request.clone()), { query: new URL(request.url).searchParams });
      if (issues.length === 0) return undefined;
      return HttpResponse.json({ hwcode: 400, hwdata: issues.map(describeIssue).join('; ') }, { status: 400 });
    }),
  ];
}
