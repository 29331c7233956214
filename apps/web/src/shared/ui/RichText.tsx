/**
 * Staff-written HTML (product, blog, page and intro texts). DESIGN.md 4: it is sanitised on the
 * server when saved and rendered as stored, so it is safe to inject here.
 */
export function RichText({ html, className = '' }: { html: string; className?: string }) {
  return <div className={`rich-text ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
