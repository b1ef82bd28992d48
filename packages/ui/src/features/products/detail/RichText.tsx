import { parseRichText } from '../rich-text';

/** Renders `**bold**` markup as <strong>; the text is never parsed as HTML. */
export function RichText({ source, className }: { source: string; className?: string }) {
  return (
    <div className={className}>
      {parseRichText(source).map((runs, index) => (
        <p key={index}>
          {runs.map((run, runIndex) =>
            run.bold ? <strong key={runIndex}>{run.text}</strong> : run.text,
          )}
        </p>
      ))}
    </div>
  );
}
