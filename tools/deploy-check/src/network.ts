/* eslint-disable @typescript-eslint/no-explicit-any -- rendered YAML and compose are untyped; the Kubernetes and Compose schemas check them before the rules read them */
// A small reading of NetworkPolicy semantics, enough for the proof's table of who may reach whom:
// a connection is allowed when the source's egress and the destination's ingress both allow it; a pod
// no policy selects for a direction is open in that direction. Only matchLabels selectors are read
// (a matchExpressions fails the proof rather than being misread).
import type { K8sObject } from './manifests';

export interface Endpoint {
  name: string;
  /** A pod: its namespace's labels and its own. */
  pod?: { namespace: string; namespaceLabels: Record<string, string>; labels: Record<string, string> };
  /** An address outside the cluster. */
  ip?: string;
}

type Selector = { matchLabels?: Record<string, string>; matchExpressions?: unknown } | undefined;

function matches(selector: Selector, labels: Record<string, string>): boolean {
  if (selector?.matchExpressions) throw new Error('matchExpressions is not read by this proof');
  return Object.entries(selector?.matchLabels ?? {}).every(([k, v]) => labels[k] === v);
}

function ipv4(ip: string): number {
  return ip.split('.').reduce((n, part) => n * 256 + Number(part), 0);
}

export function inCidr(ip: string, cidr: string): boolean {
  const [base, bits] = cidr.split('/');
  const size = 2 ** (32 - Number(bits));
  const start = ipv4(base!) - (ipv4(base!) % size);
  return ipv4(ip) >= start && ipv4(ip) < start + size;
}

function peerMatches(peer: any, policyNamespace: string, other: Endpoint): boolean {
  if (peer.ipBlock) {
    if (!other.ip) return false;
    return (
      inCidr(other.ip, peer.ipBlock.cidr) &&
      !(peer.ipBlock.except ?? []).some((c: string) => inCidr(other.ip!, c))
    );
  }
  if (!other.pod) return false;
  const namespaceOk = peer.namespaceSelector
    ? matches(peer.namespaceSelector, other.pod.namespaceLabels)
    : other.pod.namespace === policyNamespace;
  const podOk = peer.podSelector ? matches(peer.podSelector, other.pod.labels) : true;
  return namespaceOk && podOk;
}

function portMatches(ports: any[] | undefined, port: number, protocol: string): boolean {
  if (!ports || ports.length === 0) return true;
  return ports.some((p) => (p.protocol ?? 'TCP') === protocol && (p.port === undefined || p.port === port));
}

function allowedBy(
  policies: K8sObject[],
  self: Endpoint,
  other: Endpoint,
  direction: 'Ingress' | 'Egress',
  port: number,
  protocol: string,
): boolean {
  if (!self.pod) return true; // outside the cluster: not ours to police
  const selecting = policies.filter(
    (p) =>
      p.metadata.namespace === self.pod!.namespace &&
      matches(p.spec.podSelector, self.pod!.labels) &&
      (p.spec.policyTypes ?? ['Ingress']).includes(direction),
  );
  if (selecting.length === 0) return true;
  return selecting.some((p) =>
    (direction === 'Ingress' ? p.spec.ingress : p.spec.egress)?.some(
      (rule: any) =>
        portMatches(rule.ports, port, protocol) &&
        (!(direction === 'Ingress' ? rule.from : rule.to) ||
          (direction === 'Ingress' ? rule.from : rule.to).some((peer: any) =>
            peerMatches(peer, p.metadata.namespace!, other),
          )),
    ),
  );
}

export function mayReach(
  policies: K8sObject[],
  from: Endpoint,
  to: Endpoint,
  port: number,
  protocol = 'TCP',
): boolean {
  return (
    allowedBy(policies, from, to, 'Egress', port, protocol) &&
    allowedBy(policies, to, from, 'Ingress', port, protocol)
  );
}
