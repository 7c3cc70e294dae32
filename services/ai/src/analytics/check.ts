import type { DataIssue, Finding } from './types';

/** What every check answers: its full per-entity figures, its findings, and values it could not read. */
export interface CheckResult<A> {
  analysis: A;
  findings: Finding[];
  issues: DataIssue[];
}
