import { type PolicyTextInput, paragraphsOf } from './policy-text-form';

/** The page as shoppers will read it, drawn from what is typed, before it is saved. */
export function PolicyPreview({ text }: { text: PolicyTextInput }) {
  return (
    <aside className="card policy-preview" aria-label="Preview">
      <p className="policy-preview__label">Preview</p>
      <article>
        <h2>{text.title || 'Untitled page'}</h2>
        {text.summary && <p className="policy-preview__summary">{text.summary}</p>}
        {text.sections.map((section, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: sections are edited in place; their index is their identity here.
          <section key={i}>
            <h3>{section.heading}</h3>
            {paragraphsOf(section.body).map((paragraph, j) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a paragraph has no identity but its place.
              <p key={j}>{paragraph}</p>
            ))}
          </section>
        ))}
      </article>
    </aside>
  );
}
