/** An answer of the site to one request of the contract test, checked against docs/openapi.json. */
export interface ContractAnswer {
  status: number;
  headers: Record<string, string>;
  /** Parsed JSON for JSON answers, the raw bytes otherwise. */
  body: unknown;
}

/** What the contract test (tests/integration/openapi.test.ts) hands a part's own requests. */
export interface ContractCases {
  /** One request, checked against the document (status, Content-Type, query names, JSON schema); its operation counts as requested. */
  call(method: 'GET' | 'POST', url: string, expected: number, options?: { token?: string; ratsinfoToken?: string; body?: unknown }): Promise<ContractAnswer>;
  /** The `data` of a JSON answer. */
  dataOf<T>(answer: ContractAnswer): T;
  /** `it` for checks that need the embedded store (skipped against a town's CMS). */
  itEmbedded: (name: string, fn: () => Promise<void> | void) => void;
  /** False when the test runs against a town's CMS (CONTRACT_CMS_URL). */
  embedded: boolean;
  /** The first row out of German alphabetical order (DIN 5007), or null. */
  firstOutOfOrder(rows: string[][]): string | null;
}

/**
 * A part's requests of its own operations (ADR 34): `shared/parts/<part>/contract.cases.ts` exports one
 * of these by default, and the contract test runs it before it checks that every operation of the
 * document was requested. So a part brings the coverage of its operations with it.
 */
export type PartContractCases = (t: ContractCases) => void;
