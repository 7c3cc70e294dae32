/* eslint-disable @typescript-eslint/no-explicit-any -- rendered YAML and compose are untyped; the Kubernetes and Compose schemas check them before the rules read them */
// What the proof reads: each overlay rendered by `kubectl kustomize`, deploy/compose.yaml, and the
// stages and arguments of deploy/docker/Dockerfile.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, parseAllDocuments } from 'yaml';

export const repoRoot = path.resolve(import.meta.dirname, '../../..');
export const deployDir = path.join(repoRoot, 'deploy');
export const overlaysDir = path.join(deployDir, 'k8s/overlays');

/** A rendered Kubernetes object, as loosely typed as YAML gives it. */
export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: {
    name: string;
    namespace?: string;
    labels?: Record<string, string>;
    annotations?: Record<string, string>;
  };
  spec?: any;
  data?: unknown;
  stringData?: unknown;
  [key: string]: unknown;
}

export function overlayNames(): string[] {
  return readdirSync(overlaysDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

export function renderOverlay(name: string): K8sObject[] {
  let text: string;
  try {
    text = execFileSync('kubectl', ['kustomize', path.join(overlaysDir, name)], {
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new Error(
        'the deploy proof renders the overlays with `kubectl kustomize`: install kubectl (README, Prerequisites)',
        { cause: error },
      );
    throw error;
  }
  return parseAllDocuments(text)
    .map((doc) => doc.toJS() as K8sObject | null)
    .filter((o): o is K8sObject => o !== null);
}

export function readCompose(): any {
  return parse(readFileSync(path.join(deployDir, 'compose.yaml'), 'utf8'), { merge: true });
}

/** The Dockerfile's stage names and the ARGs each stage (and the file's head) declares. */
export function dockerfileStages(file: string): Map<string, Set<string>> {
  const stages = new Map<string, Set<string>>();
  let current = new Set<string>();
  stages.set('', current);
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const from = /^FROM\s+\S+(?:\s+AS\s+(\S+))?/i.exec(line);
    if (from) {
      current = new Set<string>();
      stages.set(from[1] ?? `#${stages.size}`, current);
      continue;
    }
    const arg = /^ARG\s+([A-Z_][A-Z0-9_]*)/i.exec(line);
    if (arg) current.add(arg[1]!);
  }
  return stages;
}

/** The stages a target stage needs (FROM <stage>, COPY --from=<stage>), itself included. */
export function stageClosure(file: string, target: string): Set<string> {
  const edges = new Map<string, string[]>();
  let current = '';
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const from = /^FROM\s+(\S+)(?:\s+AS\s+(\S+))?/i.exec(line);
    if (from) {
      current = from[2] ?? '';
      edges.set(current, [from[1]!]);
      continue;
    }
    const copy = /--from=(\S+)/.exec(line);
    if (copy) edges.get(current)?.push(copy[1]!);
  }
  const seen = new Set<string>();
  const visit = (stage: string) => {
    if (seen.has(stage) || !edges.has(stage)) return;
    seen.add(stage);
    for (const next of edges.get(stage)!) visit(next);
  };
  visit(target);
  return seen;
}

/** Pod templates of the workloads (Deployments and Jobs), with the name of the owner. */
export function podTemplates(objects: K8sObject[]): { owner: K8sObject; pod: any }[] {
  return objects
    .filter((o) => o.kind === 'Deployment' || o.kind === 'Job')
    .map((owner) => ({ owner, pod: owner.spec.template }));
}

/** deploy/env.sample's assignments (what a fresh deploy/.env starts from). */
export function readEnvSample(): Record<string, string> {
  const values: Record<string, string> = {};
  for (const line of readFileSync(path.join(deployDir, 'env.sample'), 'utf8').split('\n')) {
    const assignment = /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(line);
    if (assignment) values[assignment[1]!] = assignment[2]!;
  }
  return values;
}

/**
 * Compose's interpolation of one value: `${NAME}`, `${NAME:-default}` (the default when NAME is unset
 * or empty, itself interpolated, so defaults may nest) and `${NAME:?message}` (an error when unset).
 */
export function interpolate(text: string, env: Record<string, string>): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    if (!text.startsWith('${', i)) {
      out += text[i++];
      continue;
    }
    // The matching brace, counting the ones of nested defaults.
    let depth = 0;
    let end = i;
    for (; end < text.length; end++) {
      if (text.startsWith('${', end)) {
        depth++;
        end++;
      } else if (text[end] === '}' && --depth === 0) break;
    }
    if (depth !== 0) throw new Error(`unclosed \${ in "${text}"`);
    const body = text.slice(i + 2, end);
    const [, name, op, rest] = /^([A-Z_][A-Z0-9_]*)(?:(:-|:\?)([\s\S]*))?$/i.exec(body) ?? [];
    if (!name) throw new Error(`not an interpolation Compose reads: "\${${body}}"`);
    const value = env[name];
    if (value) out += value;
    else if (op === ':-') out += interpolate(rest ?? '', env);
    else if (op === ':?') throw new Error(`${name} is required: ${rest}`);
    i = end + 1;
  }
  return out;
}
