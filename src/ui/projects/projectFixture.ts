// A project as the cloud lists it, for the project screens' component tests.
import type { Project } from '../../domain/wire/project';

export const aProject = (over: Partial<Project> = {}): Project => ({
  id: 41, eid: 7, type: 1, name: 'Line 7', description: 'Presses', report_state: 0, ownner: 1, ownerName: 'Ann',
  enable_get_visit_url: 0, server: '', secret_key: 'abcdef0123456789abcdef0123456789', report_count: 0, user_length: 1, machine_length: 0,
  limit_authority: 3, ...over,
});
