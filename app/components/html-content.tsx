type HtmlContentProps = {
  /** HTML that has been through `sanitizeHtml` on the server. */
  html: string;
  className?: string;
};

export function HtmlContent({ html, className }: HtmlContentProps) {
  return <div className={["prose", className].filter(Boolean).join(" ")} dangerouslySetInnerHTML={{ __html: html }} />;
}
