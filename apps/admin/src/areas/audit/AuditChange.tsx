/** A value as staff read it in the trail: text as is, anything else as compact JSON, nothing as a dash. */
const shown = (value: unknown): string =>
  value === undefined || value === null ? '—' : typeof value === 'string' ? value : JSON.stringify(value);

const fieldsOf = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** What a staff write changed, one field a line: 'price: 14999 → 18765'; fields left as they were are not listed. */
export function AuditChange({ before, after }: { before: unknown; after: unknown }) {
  const was = fieldsOf(before);
  const now = fieldsOf(after);
  const keys = [...new Set([...Object.keys(was), ...Object.keys(now)])].filter(
    (key) => JSON.stringify(was[key]) !== JSON.stringify(now[key]),
  );
  if (keys.length === 0) return <span className="muted">{shown(after ?? before)}</span>;
  return (
    <ul className="audit-change">
      {keys.map((key) => (
        <li key={key}>
          <span className="muted">{key}:</span>{' '}
          {key in was && (
            <>
              <del>{shown(was[key])}</del> →{' '}
            </>
          )}
          <strong>{key in now ? shown(now[key]) : '—'}</strong>
        </li>
      ))}
    </ul>
  );
}
