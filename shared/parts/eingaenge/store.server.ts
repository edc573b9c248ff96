import { eingaengePart } from './store';
import { strasseDerKarte } from './formulare/karte.server';

/** The part's server half (ADR 34): the one door to store/. The client build replaces this module. */
export function store() {
  return eingaengePart;
}

/**
 * `/karte/strasse.json` for a town with its own tile server (ADR 59): the nearest street of a pin from
 * the streets' courses in the store (the drawn demo map answers the same address from its geometry).
 */
export function feeds() {
  return [strasseDerKarte];
}
