// The enterprise calls' payloads and answers (api.md section 7, Enterprise), shared by console and simulator.

export interface Enterprise {
  /** Above 0; 0 is the personal mode and never listed. */
  eid: number;
  name: string;
  enableProject: boolean;
}

export interface EnterpriseLogo {
  platformName: string;
  applyLogoUrl: string;
  name: string;
}

export interface GetLogoPayload {
  eid: number;
}
