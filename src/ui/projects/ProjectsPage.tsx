// /project/?type=1 (enterprise projects) and /project/?type=2 (maintenance projects) of the chosen enterprise, and
// one project's page at /project/?type=…&id=… (product.md section 2). Only in enterprise mode, and only when the
// enterprise has enableProject; elsewhere the page says why.
import { useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { projectTypeOf } from '../../domain/projects';
import type { ProjectType } from '../../domain/wire/project';
import { useConsole } from '../app/runtime';
import { clientStorage } from '../app/clientStorage';
import { ProjectList } from './ProjectList';
import { ProjectPage } from './ProjectPage';
import './projects.css';

const listPath = (type: ProjectType) => `/project/?type=${type}`;
const projectPath = (type: ProjectType, id: number) => `/project/?type=${type}&id=${id}`;

export default function ProjectsPage() {
  // The devices of a project carry the visit button, which speaks `visit`: both load together.
  const { t } = useTranslation(['projects', 'visit']);
  const { go } = useConsole();
  const [params] = useSearchParams();
  // The enterprise switcher stores the new choice, then navigates: a new location means it may have changed.
  const { key } = useLocation();
  const type = projectTypeOf(params.get('type'));
  const id = Number(params.get('id'));
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const { eid, enabled } = useMemo(() => ({ eid: Number(clientStorage().get('eid') ?? 0), enabled: Boolean(clientStorage().get('enableProject')) }), [key]);

  if (eid <= 0 || !enabled) {
    return (
      <section className="projects-page" aria-labelledby="projects-title">
        <h1 id="projects-title">{t(`title.${type}`)}</h1>
        <p className="projects-notice" data-testid="projects-unavailable">{t(eid <= 0 ? 'unavailable.noEnterprise' : 'unavailable.disabled')}</p>
      </section>
    );
  }
  if (Number.isInteger(id) && id > 0) {
    return <ProjectPage key={id} id={id} type={type} eid={eid} onBack={() => go(listPath(type))} />;
  }
  return <ProjectList eid={eid} type={type} onOpen={(projectId) => go(projectPath(type, projectId))} />;
}
