/**
 * Editorial HTML from the CMS. Internal links inside are followed client-side by the click handler of
 * client/navigation.tsx (data-prose marks the area). Scripts cannot run here: the CSP allows only
 * nonce-carrying scripts.
 */
export function Prose({ html, className = '' }: { html: string; className?: string }) {
  return <div className={`st-prose ${className}`.trim()} data-prose="" dangerouslySetInnerHTML={{ __html: html }} />;
}
