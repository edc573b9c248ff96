import { meinOrtPart } from './store';
import { meinOrtFeeds } from './store/feeds';

/** The part's server half (ADR 34): the one door to store/. The client build replaces this module. */
export function store() {
  return meinOrtPart;
}

/** Its calendar file and RSS feed (SitePart.feeds, ADR 51). */
export function feeds() {
  return meinOrtFeeds;
}
