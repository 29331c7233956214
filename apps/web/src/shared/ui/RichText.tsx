/**
 * Staff-written HTML (product, blog, page and intro texts). The server sanitises it when it is
 * saved and answers it as stored, so it is safe to inject here.
 */
export function RichText({ html, className = '' }: { html: string; className?: string }) {
  return <div className={`rich-text ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
