// Server state of the project screens (src/ui/data/README.md): keys rooted at ['projects'], queries per call and
// one mutation hook per change. A change can touch the list, the page and the device pickers at once (a device
// joining moves report_count, machine_length and the candidates), so mutations invalidate the whole root.
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../data/mutation';
import { PROJECT_DEFAULT_LIMIT_AUTHORITY } from '../../domain/projects';
import type { Project, ProjectAddPayload, ProjectAddUserPayload, ProjectEditPayload, ProjectMachine, ProjectType, ProjectUser, TeamMember } from '../../domain/wire/project';
import {
  addProject, addProjectMachine, addProjectUser, deleteProject, deleteProjectMachine, deleteProjectUser, editProject, getProject,
  getProjectMachines, getProjectServer, getProjectUsers, projectInfo, projectList, projectMachineCandidates, teamMembers, transferProject,
} from '../../transport/api/projects';
import { withSignal, type Http } from '../../transport/http';
import { asArray, unwrap } from '../data/callQuery';

const projectKeys = {
  all: ['projects'] as const,
  list: (eid: number, type: ProjectType) => [...projectKeys.all, 'list', eid, type] as const,
  project: (id: number) => [...projectKeys.all, 'project', id] as const,
  info: (id: number) => [...projectKeys.project(id), 'info'] as const,
  users: (id: number) => [...projectKeys.project(id), 'users'] as const,
  machines: (id: number) => [...projectKeys.project(id), 'machines'] as const,
  server: (id: number) => [...projectKeys.project(id), 'server'] as const,
  candidates: (id: number) => [...projectKeys.project(id), 'candidates'] as const,
  team: (eid: number) => [...projectKeys.all, 'team', eid] as const,
};

// Every query is quiet: the screens show failures inline (LoadError, the no-permission notice).
const quiet = { quiet: true };

export const projectListQuery = (http: Http, eid: number, type: ProjectType) =>
  queryOptions({
    queryKey: projectKeys.list(eid, type),
    queryFn: ({ signal }) => unwrap(projectList(withSignal(http, signal), { eid, type, limit_authority: PROJECT_DEFAULT_LIMIT_AUTHORITY }, quiet)).then(asArray<Project>),
  });

export const projectQuery = (http: Http, id: number) =>
  queryOptions({ queryKey: projectKeys.project(id), queryFn: ({ signal }) => unwrap(getProject(withSignal(http, signal), { id }, quiet)) });

/** The reporting state and delivery log; polled while reporting is on so deliveries appear as they happen. */
export const projectInfoQuery = (http: Http, id: number, poll: boolean) =>
  queryOptions({ queryKey: projectKeys.info(id), queryFn: ({ signal }) => unwrap(projectInfo(withSignal(http, signal), { id }, quiet)), refetchInterval: poll ? 2_000 : false });

export const projectUsersQuery = (http: Http, id: number) =>
  queryOptions({ queryKey: projectKeys.users(id), queryFn: ({ signal }) => unwrap(getProjectUsers(withSignal(http, signal), { id }, quiet)).then(asArray<ProjectUser>) });

export const projectMachinesQuery = (http: Http, id: number) =>
  queryOptions({ queryKey: projectKeys.machines(id), queryFn: ({ signal }) => unwrap(getProjectMachines(withSignal(http, signal), { id }, quiet)).then(asArray<ProjectMachine>) });

export const projectServerQuery = (http: Http, id: number) =>
  queryOptions({ queryKey: projectKeys.server(id), queryFn: ({ signal }) => unwrap(getProjectServer(withSignal(http, signal), { id }, quiet)) });

export const projectCandidatesQuery = (http: Http, id: number) =>
  queryOptions({ queryKey: projectKeys.candidates(id), queryFn: ({ signal }) => unwrap(projectMachineCandidates(withSignal(http, signal), { id }, quiet)).then(asArray<ProjectMachine>) });

export const teamMembersQuery = (http: Http, eid: number) =>
  queryOptions({ queryKey: projectKeys.team(eid), queryFn: ({ signal }) => unwrap(teamMembers(withSignal(http, signal), { eid }, quiet)).then(asArray<TeamMember>) });

/** A mutation of the project area: its call is quiet (the screen shows the failure inline) and it refreshes the area. */
function useProjectMutation<V, T>(call: (variables: V) => Promise<T>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => client.invalidateQueries({ queryKey: projectKeys.all }) });
}

export const useCreateProject = (http: Http) => useProjectMutation((p: ProjectAddPayload) => unwrap(addProject(http, p, quiet)));
export const useEditProject = (http: Http) => useProjectMutation((p: ProjectEditPayload) => unwrap(editProject(http, p, quiet)));
/**
 * Deleting or quitting ends the caller's view of the project: its queries are dropped rather than refetched (a
 * refetch would answer "no permission" on the page being left), the rest of the area is refreshed.
 */
function useLeaveMutation<V>(call: (variables: V) => Promise<unknown>, projectId: (variables: V) => number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (_data, variables) => {
      client.removeQueries({ queryKey: projectKeys.project(projectId(variables)) });
      void client.invalidateQueries({ queryKey: projectKeys.all });
    },
  });
}

export const useDeleteProject = (http: Http) => useLeaveMutation((id: number) => unwrap(deleteProject(http, { id }, quiet)), (id) => id);
/** The caller quits (delUser with their own id). */
export const useQuitProject = (http: Http) =>
  useLeaveMutation((p: { id: number; delUserId: number }) => unwrap(deleteProjectUser(http, p, quiet)), (p) => p.id);
export const useAddProjectUser = (http: Http) => useProjectMutation((p: ProjectAddUserPayload) => unwrap(addProjectUser(http, p, quiet)));
/** The owner removes a member. */
export const useRemoveProjectUser = (http: Http) =>
  useProjectMutation((p: { id: number; delUserId: number }) => unwrap(deleteProjectUser(http, p, quiet)));
export const useTransferProject = (http: Http) =>
  useProjectMutation((p: { id: number; transferUser: number }) => unwrap(transferProject(http, p, quiet)));
export const useAddProjectMachine = (http: Http) =>
  useProjectMutation((p: { id: number; machineId: number }) => unwrap(addProjectMachine(http, p, quiet)));
export const useRemoveProjectMachine = (http: Http) =>
  useProjectMutation((p: { id: number; machineId: number }) => unwrap(deleteProjectMachine(http, p, quiet)));
