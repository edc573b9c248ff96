/**
 * A link that content may carry (the desk's link fields, a warning's or a hero slide's link): a full
 * web address, or a path of this site. A path never starts with two slashes or a slash and a
 * backslash: browsers read `//host` and `/\host` as the address of another site.
 */
export const CONTENT_LINK = '(?:https?://\\S+|/(?![/\\\\])\\S*)';

const PATTERN = new RegExp(`^${CONTENT_LINK}$`);

/** Whether `link` may be shown as a link of the content (see CONTENT_LINK). */
export function isContentLink(link: string | null | undefined): link is string {
  return !!link && PATTERN.test(link);
}
