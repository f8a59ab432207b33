/**
 * `npm run openapi:lint`: builds the server as the tests do (PGlite in memory, a throwaway
 * DATA_DIR), takes the OpenAPI document it serves at /server/docs/json and runs `redocly lint`
 * on it with the repository's redocly.yaml (Redocly's recommended rules, every warning an error).
 * Offline: no telemetry, no update check. The server test openapi.test.ts runs the same check.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './src/app.ts';
import { REPO_ROOT, loadConfig } from './src/config.ts';

/** The document /server/docs/json serves, from a server built on a fresh in-memory database. */
export async function buildOpenApiDocument(): Promise<object> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'school-openapi-'));
  try {
    const config = { ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }, dataDir), inMemoryDatabase: true };
    const app = await buildApp(config);
    try {
      return app.swagger();
    } finally {
      await app.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export interface LintResult {
  /** redocly's exit status: 0 when no rule reported an error. */
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `redocly lint` on a document; `args` are extra CLI options (`--format=json`, `--extends=...`). */
export function lintOpenApiDocument(document: object, args: readonly string[] = []): LintResult {
  const dir = mkdtempSync(path.join(tmpdir(), 'school-openapi-lint-'));
  try {
    const file = path.join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(document, null, 2));
    const cli = path.join(
      path.dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')),
      'bin',
      'cli.js',
    );
    const result = spawnSync(
      process.execPath,
      [cli, 'lint', file, `--config=${path.join(REPO_ROOT, 'redocly.yaml')}`, ...args],
      {
        cwd: REPO_ROOT,
        encoding: 'utf8',
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
        timeout: 120_000,
      },
    );
    if (result.error) throw result.error;
    return { status: result.status, stdout: result.stdout, stderr: result.stderr };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { status, stdout, stderr } = lintOpenApiDocument(await buildOpenApiDocument(), ['--format=stylish']);
  /* Node 20 makes redocly print a boxed deprecation notice; the findings are what matters here. */
  process.stdout.write(stdout);
  process.stderr.write(stderr.replace(/\n? *╔[\s\S]*╝\n?/, '\n'));
  process.exit(status ?? 1);
}
