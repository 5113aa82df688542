import type { SiteContext } from '../context';
import { API_ERRORS, ApiError } from '../errors';
import { checkOriginPattern, effectivePatterns, originAllowed } from './origins';

/** A project as the operator configured it. */
export interface Project {
  id: string;
  allowedOrigins: string[];
  allowPreviewHosts: boolean;
}

const PROJECT_ID = /^[A-Za-z0-9_-]{1,128}$/;

/** Creates or replaces a project's allowed origins (patterns are checked first). */
export async function saveProject(ctx: SiteContext, project: Project): Promise<void> {
  if (!PROJECT_ID.test(project.id)) throw new Error(`Not a project id: ${project.id}`);
  const origins = project.allowedOrigins.map(checkOriginPattern);
  await ctx.db.query(
    `INSERT INTO projects (id, allowed_origins, allow_preview_hosts, created_at) VALUES ($1, $2::text::jsonb, $3, $4)
     ON CONFLICT (id) DO UPDATE SET allowed_origins = EXCLUDED.allowed_origins, allow_preview_hosts = EXCLUDED.allow_preview_hosts`,
    [project.id, JSON.stringify(origins), project.allowPreviewHosts, ctx.clock().toISOString()],
  );
}

/**
 * SPEC §8: no project id → 'Project ID Not Configured'; an unknown one → 'Unauthorized: invalid
 * key'; a host origin outside the list → 'Unauthorized: origin not allowed'. Returns the patterns
 * (for frame-ancestors).
 */
export async function checkProject(
  ctx: SiteContext,
  projectId: unknown,
  hostOrigin?: unknown,
): Promise<string[]> {
  if (typeof projectId !== 'string' || projectId === '') throw new ApiError(400, API_ERRORS.projectIdMissing);
  if (!PROJECT_ID.test(projectId)) throw new ApiError(401, API_ERRORS.invalidKey);
  // Read as text and parsed here: the two drivers decode jsonb differently.
  const [row] = await ctx.db.query<{ origins: string; allow_preview_hosts: boolean }>(
    'SELECT allowed_origins::text AS origins, allow_preview_hosts FROM projects WHERE id = $1',
    [projectId],
  );
  if (!row) throw new ApiError(401, API_ERRORS.invalidKey);
  const patterns = effectivePatterns(JSON.parse(row.origins) as string[], {
    dev: ctx.dev,
    allowPreviewHosts: row.allow_preview_hosts,
  });
  if (hostOrigin !== undefined && (typeof hostOrigin !== 'string' || !originAllowed(hostOrigin, patterns)))
    throw new ApiError(403, API_ERRORS.originNotAllowed);
  return patterns;
}
