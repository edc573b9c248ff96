import { terminePart } from './store';

/** The part's server half (ADR 34): the one door to store/. The client build replaces this module. */
export function store() {
  return terminePart;
}
