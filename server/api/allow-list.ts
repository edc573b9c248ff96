import { parts } from '../cms/registry';
import { operationMatcher } from '../cms/contract/match';
import type { AnyOperation } from '../../shared/contract/operation';

/**
 * The paths of the CMS contract: exactly the declared operations (shared/contract) of the parts a CMS
 * serves. In CMS_URL mode the site forwards these to the upstream CMS and answers 404 for everything
 * else; the operations of the site's own local parts (submissions, ADR 13) are never forwarded.
 */
const operations: readonly AnyOperation[] = parts
  .filter((p) => !p.local)
  .flatMap((p) => p.operations ?? [])
  .map((i) => i.operation)
  // The embedded store's own operations (the editorial desk) are no part of the contract with a CMS.
  .filter((op) => !op.inProcess);
const declared = operationMatcher(operations.map((operation) => ({ operation, value: operation })));

export function declaredOperations(): readonly AnyOperation[] {
  return operations;
}

/** The declared operation of a method and a path below /api, if any (the proxy forwards only the headers it names). */
export function declaredOperation(method: string, path: string): AnyOperation | null {
  const found = declared(method, path);
  return 'status' in found ? null : found.value;
}

/** `path` is relative to /api. HEAD counts as GET. */
export function isAllowed(method: string, path: string): boolean {
  return declaredOperation(method, path) !== null;
}
